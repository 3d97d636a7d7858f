import DataEngine
import Essentials
import Models

/// A store of photos in memory whose fetches fail once told to, and that counts its saves: how a
/// test makes the fetched results refuse a new query, and sees when a load saves.
final class FailingFetchStore: Store {
  struct FetchFailed: Error {}

  private let inner: InMemoryStore<Photo>
  private let failing = Locked(false)
  private let saved = Locked(0)

  init(_ photos: [Photo]) { inner = InMemoryStore(photos) }

  /// Whether every fetch throws from now on.
  var failsFetches: Bool {
    get { failing.withLock { $0 } }
    set { failing.withLock { $0 = newValue } }
  }

  func commit(_ batch: StoreBatch<Photo>) throws -> StoreChange<Photo> { inner.commit(batch) }

  func fetch(id: Photo.ID) throws -> Photo? {
    if failsFetches { throw FetchFailed() }
    return inner.fetch(id: id)
  }

  func fetch(_ descriptor: FetchDescriptor<Photo>) throws -> [Photo] {
    if failsFetches { throw FetchFailed() }
    return try inner.fetch(descriptor)
  }

  func count(_ descriptor: FetchDescriptor<Photo>) throws -> Int { try inner.count(descriptor) }

  /// How many times the store was saved.
  var saves: Int { saved.withLock { $0 } }

  func save() async throws {
    saved.withLock { $0 += 1 }
    await inner.save()
  }

  func observe(
    _ observer: @escaping @Sendable (StoreChange<Photo>) -> Void
  ) -> StoreSubscription { inner.observe(observer) }
}
