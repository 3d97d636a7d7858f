import DataEngine
import Essentials
import Foundation
import Models
import Testing

// Observation: every commit heard once, in order, with fetches already seeing it.
extension StoreConformance {
  static let observation: [Check] = [
    Check(
      "observersHearEveryCommitInOrderUntilCancelled",
      observersHearEveryCommitInOrderUntilCancelled),
    Check("anObserverSeesTheCommitInFetches", anObserverSeesTheCommitInFetches),
    Check("changesStreamDeliversCommits", changesStreamDeliversCommits),
    Check(
      "concurrentWritersAreAllCommittedAndHeardOnce", concurrentWritersAreAllCommittedAndHeardOnce),
  ]

  static func observersHearEveryCommitInOrderUntilCancelled(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
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

  static func anObserverSeesTheCommitInFetches(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    let seen = Locked<Int?>(nil)
    let subscription = store.observe { [store] _ in
      let count = (try? store.count(FetchDescriptor())) ?? -1
      seen.withLock { $0 = count }
    }
    defer { subscription.cancel() }

    try store.upsert(contentsOf: [Item(1, "a"), Item(2, "b")])

    #expect(seen.withLock { $0 } == 2)
  }

  static func changesStreamDeliversCommits(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    let changes = store.changes()

    try store.upsert(Item(1, "a"))
    try store.delete(id: 1)

    var iterator = changes.makeAsyncIterator()
    #expect(await iterator.next() == StoreChange(inserted: [Item(1, "a")]))
    #expect(await iterator.next() == StoreChange(deleted: [1]))
  }

  static func concurrentWritersAreAllCommittedAndHeardOnce(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given an observer counting inserts
    let store = try await backend.open(directory)
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
}
