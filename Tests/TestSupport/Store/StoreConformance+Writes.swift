import DataEngine
import Essentials
import Foundation
import Models
import Testing

// Writes: upserts, deletes and batches, each one commit with its net change.
extension StoreConformance {
  static let writes: [Check] = [
    Check("upsertInsertsThenReplacesById", upsertInsertsThenReplacesById),
    Check("upsertingAnIdenticalValueChangesNothing", upsertingAnIdenticalValueChangesNothing),
    Check(
      "deleteRemovesAndDeletingAMissingIdChangesNothing",
      deleteRemovesAndDeletingAMissingIdChangesNothing),
    Check("aBatchCommitsOnceWithItsNetChange", aBatchCommitsOnceWithItsNetChange),
    Check("aBatchWhoseBuilderThrowsWritesNothing", aBatchWhoseBuilderThrowsWritesNothing),
  ]

  static func upsertInsertsThenReplacesById(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given an empty store
    let store = try await backend.open(directory)

    // When an item is upserted, then upserted again with the same id
    let inserted = try store.upsert(Item(1, "apple"))
    let replaced = try store.upsert(Item(1, "apricot"))

    // Then the first is an insert, the second an update, and one item remains
    #expect(inserted == StoreChange(inserted: [Item(1, "apple")]))
    #expect(replaced == StoreChange(updated: [Item(1, "apricot")]))
    #expect(try store.fetch(id: 1) == Item(1, "apricot"))
    #expect(try store.count(FetchDescriptor()) == 1)
  }

  static func upsertingAnIdenticalValueChangesNothing(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    try store.upsert(Item(1, "apple"))

    let change = try store.upsert(Item(1, "apple"))

    #expect(change.isEmpty)
  }

  static func deleteRemovesAndDeletingAMissingIdChangesNothing(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    try store.upsert(contentsOf: [Item(1, "apple"), Item(2, "pear")])

    let deleted = try store.delete(id: 1)
    let missing = try store.delete(id: 42)

    #expect(deleted == StoreChange(deleted: [1]))
    #expect(missing.isEmpty)
    #expect(try store.fetch(id: 1) == nil)
    #expect(try store.fetchAll() == [Item(2, "pear")])
  }

  static func aBatchCommitsOnceWithItsNetChange(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given a store with two items and an observer
    let store = try await backend.open(directory)
    try store.upsert(contentsOf: [Item(1, "apple"), Item(2, "pear")])
    let heard = Locked<[StoreChange<Item>]>([])
    let subscription = store.observe { change in heard.withLock { $0.append(change) } }
    defer { subscription.cancel() }

    // When one batch inserts, updates, deletes, and inserts then deletes a fourth
    try store.write { batch in
      batch.upsert(Item(3, "fig"))
      batch.upsert(Item(1, "apricot"))
      batch.delete(id: 2)
      batch.upsert(Item(4, "gone"))
      batch.delete(id: 4)
    }

    // Then observers hear one change, with what differs from before the batch
    let expected = StoreChange(
      inserted: [Item(3, "fig")], updated: [Item(1, "apricot")], deleted: [2])
    #expect(heard.withLock { $0 } == [expected])
    #expect(try store.fetchAll() == [Item(1, "apricot"), Item(3, "fig")])
  }

  static func aBatchWhoseBuilderThrowsWritesNothing(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    struct Abandoned: Error {}
    let store = try await backend.open(directory)
    try store.upsert(Item(1, "apple"))
    let heard = Locked(0)
    let subscription = store.observe { _ in heard.withLock { $0 += 1 } }
    defer { subscription.cancel() }

    #expect(throws: Abandoned.self) {
      try store.write { batch in
        batch.upsert(Item(2, "pear"))
        batch.delete(id: 1)
        throw Abandoned()
      }
    }

    #expect(try store.fetchAll() == [Item(1, "apple")])
    #expect(heard.withLock { $0 } == 0)
  }
}
