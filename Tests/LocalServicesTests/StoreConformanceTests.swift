import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// What every store must do, checked against each backend in ``StoreBackend/all``.
@Suite("Store conformance", .timeLimit(.minutes(1)))
struct StoreConformanceTests {
  let directory: ScratchDirectory

  init() throws {
    directory = try ScratchDirectory()
  }

  @Test(arguments: StoreBackend.all)
  func upsertInsertsThenReplacesById(backend: StoreBackend) async throws {
    // Given an empty store
    let store = try await backend.open(directory.url)

    // When an item is upserted, then upserted again with the same id
    let inserted = try store.upsert(Item(1, "apple"))
    let replaced = try store.upsert(Item(1, "apricot"))

    // Then the first is an insert, the second an update, and one item remains
    #expect(inserted == StoreChange(inserted: [Item(1, "apple")]))
    #expect(replaced == StoreChange(updated: [Item(1, "apricot")]))
    #expect(try store.fetch(id: 1) == Item(1, "apricot"))
    #expect(try store.count(FetchDescriptor()) == 1)
  }

  @Test(arguments: StoreBackend.all)
  func upsertingAnIdenticalValueChangesNothing(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    try store.upsert(Item(1, "apple"))

    let change = try store.upsert(Item(1, "apple"))

    #expect(change.isEmpty)
  }

  @Test(arguments: StoreBackend.all)
  func deleteRemovesAndDeletingAMissingIdChangesNothing(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    try store.upsert(contentsOf: [Item(1, "apple"), Item(2, "pear")])

    let deleted = try store.delete(id: 1)
    let missing = try store.delete(id: 42)

    #expect(deleted == StoreChange(deleted: [1]))
    #expect(missing.isEmpty)
    #expect(try store.fetch(id: 1) == nil)
    #expect(try store.fetchAll() == [Item(2, "pear")])
  }

  @Test(arguments: StoreBackend.all)
  func fetchWithoutSortIsInIdOrder(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    try store.upsert(contentsOf: [Item(3, "c"), Item(1, "a"), Item(2, "b")])

    #expect(try store.fetchAll().map(\.id) == [1, 2, 3])
  }

  @Test(arguments: StoreBackend.all)
  func fetchAppliesPredicateSortAndLimit(backend: StoreBackend) async throws {
    // Given items in two groups
    let store = try await backend.open(directory.url)
    try store.upsert(contentsOf: [
      Item(1, "pear", group: 1), Item(2, "apple", group: 2), Item(3, "fig", group: 1),
      Item(4, "date", group: 1), Item(5, "kiwi", group: 1),
    ])

    // When fetching group 1 by name descending, at most three
    let descriptor = FetchDescriptor<Item>(
      predicate: #Predicate { $0.group == 1 }, sortBy: [SortDescriptor(\.name, order: .reverse)],
      fetchLimit: 3)

    // Then the first three of group 1 in that order come back, and count agrees
    #expect(try store.fetch(descriptor).map(\.name) == ["pear", "kiwi", "fig"])
    #expect(try store.count(descriptor) == 3)
    #expect(try store.count(FetchDescriptor(predicate: #Predicate { $0.group == 1 })) == 4)
  }

  @Test(arguments: StoreBackend.all)
  func equalSortKeysAreOrderedById(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    try store.upsert(contentsOf: [Item(9, "same"), Item(2, "same"), Item(5, "same"), Item(1, "z")])

    #expect(try store.fetch(.byName).map(\.id) == [2, 5, 9, 1])
  }

  @Test(arguments: StoreBackend.all)
  func sectionedFetchOrdersBySectionFirst(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    try store.upsert(contentsOf: [
      Item(1, "a", group: 2), Item(2, "b", group: 1), Item(3, "c", group: 2),
      Item(4, "d", group: 1),
    ])
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.sectionKey = { .number($0.group) }
    descriptor.fetchLimit = 3

    #expect(try store.fetch(descriptor).map(\.name) == ["b", "d", "a"])
  }

  @Test(arguments: StoreBackend.all)
  func textSearchIgnoresCaseAndAccents(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    try store.upsert(contentsOf: [Item(1, "Crème Brûlée"), Item(2, "CREMA"), Item(3, "tea")])
    var descriptor = FetchDescriptor<Item>.byName

    descriptor.search = .name("crem")
    #expect(try store.fetch(descriptor).map(\.id) == [2, 1])
    descriptor.search = .name("BRULE")
    #expect(try store.count(descriptor) == 1)
    descriptor.search = .name("")
    #expect(try store.count(descriptor) == 3)
  }

  @Test(arguments: StoreBackend.all)
  func aBatchCommitsOnceWithItsNetChange(backend: StoreBackend) async throws {
    // Given a store with two items and an observer
    let store = try await backend.open(directory.url)
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

  @Test(arguments: StoreBackend.all)
  func aBatchWhoseBuilderThrowsWritesNothing(backend: StoreBackend) async throws {
    struct Abandoned: Error {}
    let store = try await backend.open(directory.url)
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

  @Test(arguments: StoreBackend.all)
  func observersHearEveryCommitInOrderUntilCancelled(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    let heard = Locked<[StoreChange<Item>]>([])
    let subscription = store.observe { change in heard.withLock { $0.append(change) } }

    try store.upsert(Item(1, "a"))
    try store.upsert(Item(1, "b"))
    try store.delete(id: 1)
    subscription.cancel()
    try store.upsert(Item(2, "unheard"))

    #expect(
      heard.withLock { $0 } == [
        StoreChange(inserted: [Item(1, "a")]), StoreChange(updated: [Item(1, "b")]),
        StoreChange(deleted: [1]),
      ])
  }

  @Test(arguments: StoreBackend.all)
  func anObserverSeesTheCommitInFetches(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    let seen = Locked<Int?>(nil)
    let subscription = store.observe { [store] _ in
      let count = (try? store.count(FetchDescriptor())) ?? -1
      seen.withLock { $0 = count }
    }
    defer { subscription.cancel() }

    try store.upsert(contentsOf: [Item(1, "a"), Item(2, "b")])

    #expect(seen.withLock { $0 } == 2)
  }

  @Test(arguments: StoreBackend.all)
  func changesStreamDeliversCommits(backend: StoreBackend) async throws {
    let store = try await backend.open(directory.url)
    let changes = store.changes()

    try store.upsert(Item(1, "a"))
    try store.delete(id: 1)

    var iterator = changes.makeAsyncIterator()
    #expect(await iterator.next() == StoreChange(inserted: [Item(1, "a")]))
    #expect(await iterator.next() == StoreChange(deleted: [1]))
  }

  @Test(arguments: StoreBackend.all)
  func concurrentWritersAreAllCommittedAndHeardOnce(backend: StoreBackend) async throws {
    // Given an observer counting inserts
    let store = try await backend.open(directory.url)
    let inserted = Locked<Set<Int>>([])
    let subscription = store.observe { change in
      inserted.withLock { $0.formUnion(change.inserted.map(\.id)) }
    }
    defer { subscription.cancel() }

    // When four tasks insert 200 items each at once
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for index in 0..<200 { _ = try? store.upsert(Item(writer * 1000 + index, "x")) }
        }
      }
    }

    // Then every item is stored and was heard exactly once
    #expect(try store.count(FetchDescriptor()) == 800)
    #expect(inserted.withLock { $0.count } == 800)
  }

  @Test(arguments: StoreBackend.persistent)
  func savedStateIsThereAfterReopening(backend: StoreBackend) async throws {
    // Given a store with writes, saved
    let first = try await backend.open(directory.url)
    try first.upsert(contentsOf: [Item(1, "Crème", group: 3), Item(2, "pear")])
    try first.delete(id: 2)
    try first.upsert(Item(3, "fig"))
    try await first.save()

    // When the store is opened again
    let second = try await backend.open(directory.url)

    // Then it holds exactly the saved state
    #expect(try second.fetchAll() == [Item(1, "Crème", group: 3), Item(3, "fig")])
  }

  @Test(arguments: StoreBackend.persistent)
  func unsavedCommitsAreNotPersisted(backend: StoreBackend) async throws {
    let first = try await backend.open(directory.url)
    try first.upsert(Item(1, "kept"))
    try await first.save()
    try first.upsert(Item(2, "unsaved"))

    let second = try await backend.open(directory.url)

    #expect(try second.fetchAll() == [Item(1, "kept")])
  }
}
