import DataEngine
import Essentials
import Models
import TestSupport

/// A memory store that counts fetches, to show what a controller asks of its store.
final class CountingStore: Store {
  private let memory: InMemoryStore<Item>
  private let fetches = Locked(0)

  init(_ items: [Item] = []) {
    memory = InMemoryStore(items)
  }

  /// How many times `fetch(_:)` was called.
  var fetchCount: Int { fetches.withLock { $0 } }

  func commit(_ batch: StoreBatch<Item>) -> StoreChange<Item> { memory.commit(batch) }
  func fetch(id: Int) -> Item? { memory.fetch(id: id) }
  func count(_ descriptor: FetchDescriptor<Item>) throws -> Int { try memory.count(descriptor) }
  func save() async {}

  func fetch(_ descriptor: FetchDescriptor<Item>) throws -> [Item] {
    fetches.withLock { $0 += 1 }
    return try memory.fetch(descriptor)
  }

  func observe(_ observer: @escaping @Sendable (StoreChange<Item>) -> Void) -> StoreSubscription {
    memory.observe(observer)
  }
}
