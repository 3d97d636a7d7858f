import DataEngine
import Models
import TestSupport
import Testing

/// A sync of one album: it asks for that album only and keeps it beside every other photo.
@Suite("PhotoSync of one album")
struct PhotoSyncAlbumTests {
  @Test func anAlbumsSyncAsksForThatAlbumOnlyInOneWholeBatch() async throws {
    let service = FakePhotoService()
    let album = [Photo.sample(id: 21, albumID: 3), Photo.sample(id: 22, albumID: 3)]
    service.enqueue(.photos(album))
    let sync = PhotoSync(service: service, store: InMemoryStore(), album: 3)

    let batch = try await sync.batch(from: 0)

    #expect(batch == .whole(album))
    #expect(service.receivedCalls == ["photos(albumID: 3)"])
    #expect(try await sync.batch(from: 2).photos.isEmpty)
  }

  @Test func keepingAnAlbumLeavesEveryOtherAlbumAlone() throws {
    // Given a store holding albums 1 to 3, ten photos each
    let store = InMemoryStore(Photo.samples(count: 30, perAlbum: 10))
    let sync = PhotoSync(service: FakePhotoService(), store: store, album: 3)

    // When album 3 now holds photo 21 renamed, photos 22 to 25, and a new photo 31
    var album = Photo.samples(count: 25, perAlbum: 10).suffix(5).map { $0 }
    album[0] = Photo.sample(id: 21, albumID: 3, title: "renamed")
    album.append(Photo.sample(id: 31, albumID: 3))
    let change = try sync.keep(album)

    // Then only album 3 changed: one renamed, one added, five gone; albums 1 and 2 stay whole
    #expect(change.updated.map(\.id) == [21])
    #expect(change.inserted.map(\.id) == [31])
    #expect(change.deleted.sorted() == [26, 27, 28, 29, 30])
    #expect(try store.fetchAll().map(\.id) == Array(1...25) + [31])
    #expect(store.fetch(id: 21)?.title == "renamed")
  }
}
