import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// A store made with entities in id order (a store file's, read at open) keeps that order for its
/// fetches instead of sorting every entity again: each fetch must still see every commit since.
@Suite("In-memory store: fetches from entities kept in id order", .timeLimit(.minutes(10)))
struct InMemoryStoreOrderTests {
  @Test func fetchesSeeEveryCommitAfterAStoreMadeInIDOrder() throws {
    // Given a store made with items in id order
    let store = InMemoryStore((1...5).map { Item($0, "item \($0)") })
    #expect(try store.fetchAll().map(\.id) == [1, 2, 3, 4, 5])

    // When items are inserted before the first, deleted and renamed
    try store.upsert(Item(0, "item 0"))
    #expect(try store.fetchAll().map(\.id) == [0, 1, 2, 3, 4, 5])
    try store.delete(id: 3)
    try store.upsert(Item(4, "a renamed item"))

    // Then every fetch, count and listing says what the store holds now
    #expect(try store.fetchAll().map(\.id) == [0, 1, 2, 4, 5])
    #expect(try store.fetch(.byName).map(\.id) == [4, 0, 1, 2, 5])
    #expect(
      store.everything().entities.map(\.name) == [
        "item 0", "item 1", "item 2", "a renamed item", "item 5",
      ])
    #expect(try store.count(FetchDescriptor()) == 5)
  }

  @Test func aStoreMadeOutOfOrderOrWithARepeatedIDFetchesInIDOrder() throws {
    let store = InMemoryStore([Item(3, "c"), Item(1, "a"), Item(2, "b"), Item(1, "later")])

    #expect(try store.fetchAll() == [Item(1, "later"), Item(2, "b"), Item(3, "c")])
    #expect(try store.count(FetchDescriptor()) == 3)
  }

  @Test func countsHonourTheSearchThePredicateAndTheLimit() throws {
    let store = InMemoryStore((1...10).map { Item($0, $0.isMultiple(of: 2) ? "even" : "odd") })

    #expect(try store.count(FetchDescriptor(search: .name(""))) == 10)
    #expect(try store.count(FetchDescriptor(search: .name("EVEN"))) == 5)
    #expect(try store.count(FetchDescriptor(predicate: #Predicate { $0.id > 7 })) == 3)
    #expect(try store.count(FetchDescriptor(fetchLimit: 4)) == 4)
    #expect(try store.count(FetchDescriptor(search: .name("odd"), fetchLimit: 2)) == 2)
  }

  @Test func fetchedResultsOverAStoreMadeInOrderAreInTheirOwnOrder() throws {
    // Given a store in id order whose names run the other way
    let store = InMemoryStore((1...6).map { Item($0, "name \(10 - $0)", group: $0 % 2) })

    // Then rows by id take the store's order, and rows by name or by group are sorted
    let byID = try FetchedResultsController(store: store, descriptor: FetchDescriptor())
    #expect(byID.snapshot.sections.flatMap(\.items) == [1, 2, 3, 4, 5, 6])
    let byName = try FetchedResultsController(store: store, descriptor: .byName)
    #expect(byName.snapshot.sections.flatMap(\.items) == [6, 5, 4, 3, 2, 1])
    var grouped = FetchDescriptor<Item>()
    grouped.sectionKey = { .number($0.group) }
    let byGroup = try FetchedResultsController(store: store, descriptor: grouped)
    #expect(byGroup.snapshot.sections.map(\.items) == [[2, 4, 6], [1, 3, 5]])
  }
}
