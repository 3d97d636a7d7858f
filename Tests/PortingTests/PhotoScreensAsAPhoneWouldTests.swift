import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// The photo list, the albums and the photo detail driven the way a SwiftUI or UIKit screen
/// drives them: a `.task` that loads, a search field, a sort menu, a grouping toggle, a tap on a
/// row by its id, a pull to refresh, a retry button, a navigation stack fed by `onNavigate`.
/// Nothing here knows about pages, line numbers, keys or commands.
@MainActor
@Suite("Photo screens, as a phone drives them", .timeLimit(.minutes(10)))
struct PhotoScreensAsAPhoneWouldTests {
  let clock = TestClock()

  func loadedList(
    _ photos: [Photo] = Photo.samples(count: 25, perAlbum: 10)
  ) async
    -> (PhotoListViewModel, FakePhotoService)
  {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photos(photos))
    let list = PhotoListViewModel(service: service, clock: clock)
    await list.load()
    return (list, service)
  }

  func snapshot(_ list: PhotoListViewModel) -> TableSnapshot<Photo>? {
    guard case .loaded(let content) = list.state else { return nil }
    return TableSnapshot(content.rows)
  }

  @Test func aListLoadsIntoSectionsOfIdentifiedRows() async {
    let (list, _) = await loadedList()

    #expect(snapshot(list)?.sections.count == 1)
    #expect(snapshot(list)?.ids == Array(1...25))
  }

  @Test func searchSortAndGroupReshapeTheSnapshot() async {
    let (list, _) = await loadedList()

    list.search("photo 2")  // photo 2, 20...25
    #expect(snapshot(list)?.ids == [2, 20, 21, 22, 23, 24, 25])
    list.sort(PhotoSort(field: .id, ascending: false))
    #expect(snapshot(list)?.ids == [25, 24, 23, 22, 21, 20, 2])
    list.search("")
    list.group(.album)
    #expect(snapshot(list)?.sections.map(\.key) == [.number(1), .number(2), .number(3)])
    #expect(snapshot(list)?.sections.map(\.ids.count) == [10, 10, 5])
  }

  @Test func aTapOnARowPushesThatPhoto() async throws {
    let (list, _) = await loadedList()
    var path: [PhotoListViewModel.Navigation] = []  // a NavigationStack's path
    list.onNavigate = { path.append($0) }

    try list.open(17)

    #expect(path == [.showPhoto(Photo.sample(id: 17, albumID: 2))])
  }

  @Test func aPullToRefreshReportsWhatChangedByIndexPathAndMarksByID() async {
    let (list, service) = await loadedList(Photo.samples(count: 3))
    service.enqueue(.photos(Photo.samples(count: 4)))

    await list.load()

    guard case .loaded(let content) = list.state else {
      Issue.record("expected the refreshed list")
      return
    }
    // What `performBatchUpdates` or `apply(_:animatingDifferences:)` needs.
    #expect(content.changes?.insertedRows == [RowPath(section: 0, row: 3)])
    #expect(content.marks == [4: .inserted])
  }

  @Test func aFailedLoadOffersRetryAndRetryLoads() async throws {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.failure(FakeFailure("offline")))
    let list = PhotoListViewModel(service: service, clock: clock)
    await list.load()
    guard case .failed = list.state else {
      Issue.record("expected the failure, got \(list.state)")
      return
    }

    service.enqueue(.photos(Photo.samples(count: 2)))
    try await list.retry()

    #expect(snapshot(list)?.ids == [1, 2])
  }

  @Test func theAlbumsListOpensAnAlbumByID() async throws {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.albums([Album(id: 4, userID: 1, title: "Harbour")]))
    service.enqueue(.users([User(id: 1, name: "Zoë", username: "zoe", email: "z@x.example")]))
    service.enqueue(.photos(Photo.samples(count: 3)))
    let albums = AlbumsViewModel(service: service)
    var path: [AlbumsViewModel.Navigation] = []
    albums.onNavigate = { path.append($0) }
    await albums.load()

    guard case .loaded(let rows) = albums.state else {
      Issue.record("expected the albums, got \(albums.state)")
      return
    }
    #expect(rows.map(\.id) == [4])  // `List(rows) { row in ... }`: rows are Identifiable
    try albums.open(4)

    #expect(path == [.showAlbum(Album(id: 4, userID: 1, title: "Harbour"))])
  }

  @Test func theDetailReloadsAndAsksToGoBack() async {
    let service = FakePhotoService(clock: clock)
    let renamed = Photo.sample(id: 3, title: "renamed")
    service.enqueue(.photo(renamed))
    let detail = PhotoDetailViewModel(photo: .sample(id: 3), service: service, clock: clock)
    var path: [PhotoDetailViewModel.Navigation] = []
    detail.onNavigate = { path.append($0) }

    await detail.reload()
    detail.back()

    #expect(detail.state == .loaded(renamed))
    #expect(path == [.back])
  }
}
