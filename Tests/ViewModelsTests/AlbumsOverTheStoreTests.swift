import DataEngine
import Essentials
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// The albums and an album's photos over the store the photo list reads: the albums count what
/// the store holds, and an album opened loads only its own photos, into that store.
@MainActor
@Suite("Albums over the shared store", .timeLimit(.minutes(10)))
struct AlbumsOverTheStoreTests {
  let store = InMemoryStore<Photo>()
  let users = [User(id: 1, name: "Zoë", username: "zoe", email: "zoe@slim.example")]
  let albums = (1...3).map { Album(id: $0, userID: 1, title: "album \($0)") }

  @Test func theAlbumsCountWhatTheStoreHoldsWithoutDownloadingAPhoto() async throws {
    // Given a list that loaded 25 photos (albums 1 and 2 whole, album 3 half) into the store
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 25, perAlbum: 10)))
    await PhotoListViewModel(service: service, store: store).load()

    // When the albums load over the same store
    service.enqueue(.albums(albums))
    service.enqueue(.users(users))
    let screen = AlbumsViewModel(service: service, store: store)
    await screen.load()

    // Then each album counts the store's photos, and no photo was asked for again
    guard case .loaded(let rows) = screen.state else {
      Issue.record("expected albums, got \(screen.state)")
      return
    }
    #expect(rows.map(\.photoCount) == [10, 10, 5])
    #expect(service.receivedCalls.sorted() == ["albums()", "photos(albumID: nil)", "users()"])
  }

  @Test func theCountsFollowAWriteFromAnotherScreen() async throws {
    // Given the albums listed over an empty store
    let service = FakePhotoService()
    service.enqueue(.albums(albums))
    service.enqueue(.users(users))
    let screen = AlbumsViewModel(service: service, store: store)
    await screen.load()

    // When a list loads 30 photos into the store
    service.enqueue(.photos(Photo.samples(count: 30, perAlbum: 10)))
    await PhotoListViewModel(service: service, store: store).load()

    // Then the albums count them
    await waitUntil {
      guard case .loaded(let rows) = screen.state else { return false }
      return rows.map(\.photoCount) == [10, 10, 10]
    }
  }

  @Test func openingOneAlbumOf200000PhotosLoadsThatAlbumOnly() async throws {
    // Given a server of 200,000 photos in albums of 50, which counts every photo it sends
    let server = CountingPhotoService(photoCount: 200_000, perAlbum: 50)
    let screen = AlbumsViewModel(service: server, store: store)
    var opened: Album?
    screen.onNavigate = { if case .showAlbum(let album) = $0 { opened = album } }
    await screen.load()

    // When album 3 is opened, as the Gallery opens it: a list of that album over the store
    try screen.open(3)
    let album = try #require(opened)
    let photos = PhotoListViewModel(
      service: server, store: store, query: PhotoQuery(albumFilter: .album(album.id)),
      album: album.id)
    await photos.appear()

    // Then only album 3's 50 photos were sent, with `?albumId=3`, and they landed in the store
    #expect(server.sentPhotos == 50)
    #expect(server.requests.sorted() == ["albums()", "photos(albumID: 3)", "users()"])
    #expect(try store.count(FetchDescriptor()) == 50)
    guard case .loaded(let content) = photos.state else {
      Issue.record("expected the album's photos, got \(photos.state)")
      return
    }
    #expect(content.rows.all.map(\.id) == Array(101...150))
  }

  @Test func anAlbumsRefreshKeepsTheOtherAlbumsTheListLoaded() async throws {
    // Given a list that loaded albums 1 to 3 into the store
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 30, perAlbum: 10)))
    let list = PhotoListViewModel(service: service, store: store)
    await list.load()

    // When album 2's list loads, and the server renamed one of its photos
    var album = Array(Photo.samples(count: 20, perAlbum: 10).suffix(10))
    album[0] = Photo.sample(id: 11, albumID: 2, title: "renamed")
    service.enqueue(.photos(album))
    await PhotoListViewModel(
      service: service, store: store, query: PhotoQuery(albumFilter: .album(2)), album: 2
    ).load()

    // Then the list of every photo still shows all 30, with the new title
    #expect(list.state.content?.photoCount == 30)
    #expect(store.fetch(id: 11)?.title == "renamed")
    #expect(service.receivedCalls.last == "photos(albumID: 2)")
  }
}

/// A server of many photos that makes them only when asked, and counts each photo it sends
/// and each request, as a network log would.
private final class CountingPhotoService: PhotoService, Sendable {
  private let photoCount: Int
  private let perAlbum: Int
  private let log = Locked<(requests: [String], photos: Int)>(([], 0))

  init(photoCount: Int, perAlbum: Int) {
    self.photoCount = photoCount
    self.perAlbum = perAlbum
  }

  var requests: [String] { log.withLock { $0.requests } }
  var sentPhotos: Int { log.withLock { $0.photos } }

  private func send(_ request: String, _ photos: [Photo]) -> [Photo] {
    log.withLock {
      $0.requests.append(request)
      $0.photos += photos.count
    }
    return photos
  }

  private func photo(_ id: Int) -> Photo { Photo.sample(id: id, albumID: (id - 1) / perAlbum + 1) }

  func photos(albumID: Int?) async throws -> [Photo] {
    let ids =
      albumID.map { ($0 - 1) * perAlbum + 1...min($0 * perAlbum, photoCount) } ?? 1...photoCount
    return send("photos(albumID: \(albumID.map(String.init) ?? "nil"))", ids.map(photo))
  }

  func photos(from offset: Int) async throws -> PhotoBatch {
    let ids = (offset + 1)...min(offset + 10_000, photoCount)
    let photos = send("photos(from: \(offset))", ids.map(photo))
    return PhotoBatch(photos: photos, total: photoCount, isLast: ids.upperBound == photoCount)
  }

  func photo(id: Int) async throws -> Photo { send("photo(id: \(id))", [photo(id)])[0] }

  func albums() async throws -> [Album] {
    _ = send("albums()", [])
    return (1...photoCount / perAlbum).map { Album(id: $0, userID: 1, title: "album \($0)") }
  }

  func users() async throws -> [User] {
    _ = send("users()", [])
    return [User(id: 1, name: "Zoë", username: "zoe", email: "zoe@slim.example")]
  }
}
