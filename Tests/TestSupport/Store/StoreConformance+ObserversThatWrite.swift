import DataEngine
import Essentials
import Foundation
import Models
import Testing

// Observers that write, and observers under concurrent writers: each commit is delivered
// once, in commit order, and nothing deadlocks.
extension StoreConformance {
  static let observersThatWrite: [Check] = [
    Check(
      "anObserverThatWritesIsHeardInOrderBeforeTheCommitReturns",
      anObserverThatWritesIsHeardInOrderBeforeTheCommitReturns),
    Check(
      "observersHearConcurrentCommitsInCommitOrder", observersHearConcurrentCommitsInCommitOrder),
    Check(
      "observersThatWriteUnderConcurrentWritersNeitherDeadlockNorMissAChange",
      observersThatWriteUnderConcurrentWritersNeitherDeadlockNorMissAChange),
  ]

  static func anObserverThatWritesIsHeardInOrderBeforeTheCommitReturns(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given an observer that answers every new fruit with a note about it
    let store = try await backend.open(directory)
    let heard = Locked<[StoreChange<Item>]>([])
    let subscription = store.observe { [store] change in
      heard.withLock { $0.append(change) }
      for item in change.inserted where item.group == 0 {
        _ = try? store.upsert(Item(item.id + 100, "note on \(item.name)", group: 1))
      }
    }
    defer { subscription.cancel() }

    // When a fruit is written
    try store.upsert(Item(1, "apple"))

    // Then the write returned, and both commits had been heard, in the order they were made
    #expect(
      heard.withLock { $0 } == [
        StoreChange(inserted: [Item(1, "apple")]),
        StoreChange(inserted: [Item(101, "note on apple", group: 1)]),
      ])
    #expect(try store.fetchAll() == [Item(1, "apple"), Item(101, "note on apple", group: 1)])
  }

  static func observersHearConcurrentCommitsInCommitOrder(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given an observer recording every change, and writers that overwrite the same few ids
    let store = try await backend.open(directory)
    let heard = HeardChanges()
    let subscription = store.observe { change in heard.append(change) }
    defer { subscription.cancel() }

    // When four writers commit at once, each checking its change was heard when commit returned
    let unheardOnReturn = await withTaskGroup(of: Int.self) { group in
      for writer in 0..<4 {
        group.addTask {
          var unheard = 0
          for index in 0..<150 {
            let change = (try? store.upsert(Item(index % 7, "w\(writer)-\(index)"))) ?? .init()
            if !heard.contains(change) { unheard += 1 }
          }
          return unheard
        }
      }
      return await group.reduce(0, +)
    }

    // Then replaying the heard changes in order rebuilds exactly what the store holds
    var replayed: [Int: Item] = [:]
    for change in heard.all {
      for item in change.inserted + change.updated { replayed[item.id] = item }
      for id in change.deleted { replayed[id] = nil }
    }
    #expect(replayed.values.sorted { $0.id < $1.id } == (try store.fetchAll()))
    #expect(heard.all.count == 600)
    #expect(unheardOnReturn == 0)
  }

  static func observersThatWriteUnderConcurrentWritersNeitherDeadlockNorMissAChange(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given an observer that deletes every item whose name starts with "drop"
    let store = try await backend.open(directory)
    let subscription = store.observe { [store] change in
      for item in change.inserted where item.name.hasPrefix("drop") {
        _ = try? store.delete(id: item.id)
      }
    }
    defer { subscription.cancel() }

    // When writers insert kept and dropped items at once
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for index in 0..<100 {
            let name = index.isMultiple(of: 2) ? "keep" : "drop"
            _ = try? store.upsert(Item(writer * 1000 + index, name))
          }
        }
      }
    }

    // Then every kept item is there and every dropped one is gone
    #expect(try store.fetchAll().map(\.name) == Array(repeating: "keep", count: 200))
  }
}

/// Changes an observer heard, shared with the writers that check them.
private final class HeardChanges: Sendable {
  private let changes = Locked<[StoreChange<Item>]>([])

  var all: [StoreChange<Item>] { changes.withLock { $0 } }

  func append(_ change: StoreChange<Item>) {
    changes.withLock { $0.append(change) }
  }

  func contains(_ change: StoreChange<Item>) -> Bool {
    changes.withLock { $0.contains(change) }
  }
}
