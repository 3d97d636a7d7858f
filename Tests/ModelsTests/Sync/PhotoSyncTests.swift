import DataEngine
import Essentials
import Models
import TestSupport
import Testing

/// The sync between a photo service and a store: the server's list wins, in one batch.
@Suite("PhotoSync")
struct PhotoSyncTests {
  let apple = Photo.sample(id: 1, title: "apple")
  let banana = Photo.sample(id: 2, title: "banana")
  let cherry = Photo.sample(id: 3, title: "cherry")

  @Test func latestIsEveryPhotoTheServiceHas() async throws {
    let service = FakePhotoService()
    service.enqueue(.photos([apple, banana]))
    let sync = PhotoSync(service: service, store: InMemoryStore())

    #expect(try await sync.latest() == [apple, banana])
    #expect(service.receivedCalls == ["photos(albumID: nil)"])
  }

  @Test func keepAddsNewPhotosChangesEditedOnesAndDeletesTheRest() throws {
    // Given a store holding apple, banana and cherry
    let store = InMemoryStore([apple, banana, cherry])
    let sync = PhotoSync(service: FakePhotoService(), store: store)
    let renamed = Photo.sample(id: 2, title: "blueberry")
    let date = Photo.sample(id: 4, title: "date")

    // When the server has apple (unchanged), banana renamed, and a new date
    let change = try sync.keep([apple, renamed, date])

    // Then the store holds exactly those, and the change says so
    #expect(try store.fetchAll() == [apple, renamed, date])
    #expect(change == StoreChange(inserted: [date], updated: [renamed], deleted: [3]))
  }

  @Test func keepWritesOneBatch() throws {
    let store = InMemoryStore([apple, banana])
    let commits = Locked(0)
    let subscription = store.observe { _ in commits.withLock { $0 += 1 } }
    defer { subscription.cancel() }

    _ = try PhotoSync(service: FakePhotoService(), store: store).keep([cherry])

    #expect(commits.withLock { $0 } == 1)
    #expect(try store.fetchAll() == [cherry])
  }

  @Test func keepingWhatTheStoreHoldsWritesNothing() throws {
    let store = InMemoryStore([apple, banana])
    let commits = Locked(0)
    let subscription = store.observe { _ in commits.withLock { $0 += 1 } }
    defer { subscription.cancel() }

    let change = try PhotoSync(service: FakePhotoService(), store: store).keep([apple, banana])

    #expect(change.isEmpty)
    #expect(commits.withLock { $0 } == 0)
  }
}

/// Keeping a load that arrives in batches: each batch adds and changes, the last one deletes.
@Suite("PhotoSync in batches")
struct PhotoSyncBatchTests {
  let kept = Photo.samples(count: 4)

  @Test func aBatchWritesOnlyWhatDiffersAndDeletesNothingBeforeTheLoadEnds() throws {
    // Given a store holding photos 1 to 4
    let store = InMemoryStore(kept)
    let sync = PhotoSync(service: FakePhotoService(), store: store)
    var cursor = PhotoBatchCursor()
    let renamed = Photo.sample(id: 2, title: "renamed")
    let first = PhotoBatch(photos: [kept[0], renamed], total: 3, isLast: false)

    // When the first batch of a load arrives: photo 1 as it was, photo 2 renamed
    cursor.take(first)
    let change = try sync.keep(first, of: cursor)

    // Then only photo 2 is written, and photos 3 and 4 stay while the load goes on
    #expect(change == StoreChange(updated: [renamed]))
    #expect(try store.fetchAll().map(\.id) == [1, 2, 3, 4])
  }

  @Test func theBatchThatEndsTheLoadDeletesWhatTheLoadDidNotBring() throws {
    let store = InMemoryStore(kept)
    let sync = PhotoSync(service: FakePhotoService(), store: store)
    var cursor = PhotoBatchCursor()
    let first = PhotoBatch(photos: Array(kept.prefix(2)), total: 3, isLast: false)
    let new = Photo.sample(id: 9)
    let last = PhotoBatch(photos: [new], total: 3, isLast: true)
    cursor.take(first)
    _ = try sync.keep(first, of: cursor)

    cursor.take(last)
    let change = try sync.keep(last, of: cursor)

    #expect(change == StoreChange(inserted: [new], deleted: [3, 4]))
    #expect(try store.fetchAll().map(\.id) == [1, 2, 9])
  }

  @Test func aBatchRepeatingAnIdIsRefusedAndChangesNothing() throws {
    let store = InMemoryStore(kept)
    let sync = PhotoSync(service: FakePhotoService(), store: store)
    var cursor = PhotoBatchCursor()
    let repeated = PhotoBatch(
      photos: [Photo.sample(id: 5), Photo.sample(id: 5, title: "again")], total: 2, isLast: true)
    cursor.take(repeated)

    #expect(throws: PhotoSync.Refusal.repeatedIDs([5])) { try sync.keep(repeated, of: cursor) }
    #expect(try store.fetchAll() == kept)
  }
}
