import DataEngine
import Models
import TestSupport
import Testing

/// A server that sends two photos under one id: keeping either would flip between them on
/// every refresh, each reported as "1 updated". The list is refused, saying which ids, and
/// the store keeps what it had.
@Suite("PhotoSync repeated ids")
struct PhotoSyncRepeatedIDTests {
  let apple = Photo.sample(id: 1, title: "apple")
  let banana = Photo.sample(id: 2, title: "banana")
  let bananaAgain = Photo.sample(id: 2, title: "not banana")

  @Test func aListRepeatingAnIdIsRefusedAndChangesNothing() throws {
    let store = InMemoryStore([apple])
    let sync = PhotoSync(service: FakePhotoService(), store: store)

    #expect(throws: PhotoSync.Refusal.repeatedIDs([2])) {
      try sync.keep([apple, banana, bananaAgain])
    }
    #expect(try store.fetchAll() == [apple])
  }

  @Test func everyRefreshOfTheSameListIsRefusedTheSameWayNeverAnUpdate() throws {
    let store = InMemoryStore([apple, banana])
    let sync = PhotoSync(service: FakePhotoService(), store: store)

    for _ in 0..<3 {
      #expect(throws: PhotoSync.Refusal.self) { try sync.keep([apple, bananaAgain, banana]) }
      #expect(try store.fetchAll() == [apple, banana])
    }
  }

  @Test func repeatedIDsListsEachRepeatedIdOnceInOrder() {
    let photos = [3, 1, 3, 2, 1, 3].map { Photo.sample(id: $0, title: "t") }

    #expect(photos.repeatedIDs == [1, 3])
    #expect([apple, banana].repeatedIDs.isEmpty)
  }
}
