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
