import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// Randomized, seeded, reproducible: a store's table keeps its entities in one array with an
/// index kept as runs of ids while they arrive in order, and turns the index into a dictionary
/// at the first write that breaks the runs. Whatever the writes, every commit must leave the store
/// saying exactly what a plain dictionary of the same writes says, and report exactly the change.
@Suite("In-memory store, randomized against a dictionary")
struct InMemoryStoreModelTests {
  @Test(arguments: 1...40)
  func everyCommitLeavesWhatADictionarySays(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    // Half the stores start from entities in id order (a store file's), half from none.
    let startCount = Bool.random(using: &random) ? Int.random(in: 1...40, using: &random) : 0
    let start = Array(1..<startCount + 1)
    var model = Dictionary(uniqueKeysWithValues: start.map { ($0, Item($0, "item \($0)")) })
    let store = InMemoryStore(start.map { Item($0, "item \($0)") })
    var nextID = (start.last ?? 0) + 1

    for step in 0..<60 {
      var batch = StoreBatch<Item>()
      let before = model
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        switch Int.random(in: 0...9, using: &random) {
        case 0...4:
          // The next ids in order: what keeps the index as runs.
          batch.upsert(Item(nextID, "new \(nextID)"))
          model[nextID] = Item(nextID, "new \(nextID)")
          nextID += 1
        case 5:
          // An id before the last, new or held.
          let id = Int.random(in: -5..<nextID, using: &random)
          batch.upsert(Item(id, "written at \(step)"))
          model[id] = Item(id, "written at \(step)")
        case 6:
          // The same value again: no change.
          if let held = model.values.randomElement(using: &random) { batch.upsert(held) }
        case 7:
          // The last id, as a list that shrinks from its end.
          if let last = model.keys.max() {
            batch.delete(id: last)
            model[last] = nil
          }
        default:
          // Any id, held or not.
          let id = Int.random(in: -5..<nextID + 3, using: &random)
          batch.delete(id: id)
          model[id] = nil
        }
      }
      let change = store.commit(batch)
      let context = "seed \(seed), step \(step)"

      #expect(try store.fetchAll() == model.values.sorted { $0.id < $1.id }, "\(context)")
      #expect(try store.count(FetchDescriptor()) == model.count, "\(context)")
      for id in -6..<nextID + 4 {
        #expect(store.fetch(id: id) == model[id], "\(context), id \(id)")
      }
      // The change is the difference between the dictionary before and after.
      let inserted = model.filter { before[$0.key] == nil }.values.sorted { $0.id < $1.id }
      let updated = model.filter { before[$0.key] != nil && before[$0.key] != $0.value }
      let deleted = before.keys.filter { model[$0] == nil }.sorted()
      #expect(change.inserted.sorted { $0.id < $1.id } == inserted, "\(context)")
      #expect(change.updated.map(\.id).sorted() == updated.keys.sorted(), "\(context)")
      #expect(change.deleted.sorted() == deleted, "\(context)")
    }
  }

  @Test func aStoreOpenedWithRepeatedIDsKeepsTheLastOfEach() throws {
    let store = InMemoryStore([
      Item(1, "a"), Item(2, "b"), Item(1, "c"), Item(3, "d"), Item(2, "e"),
    ])

    #expect(try store.fetchAll() == [Item(1, "c"), Item(2, "e"), Item(3, "d")])
    #expect(store.fetch(id: 2) == Item(2, "e"))
    #expect(try store.count(FetchDescriptor()) == 3)
  }
}
