import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// The photo list's rows in sections, and opening a photo by its id: what a table view or a
/// SwiftUI `List` reads and calls.
@MainActor
@Suite("PhotoListViewModel rows and selection")
struct PhotoListNavigationTests {
  func loadedList(count: Int) async -> PhotoListViewModel {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: count, perAlbum: 10)))
    let list = PhotoListViewModel(service: service)
    await list.load()
    return list
  }

  @Test func rowsComeInSectionsWithTheirCountsAndIDs() async throws {
    let list = await loadedList(count: 25)
    let flat = try #require(list.state.content?.rows)
    #expect(flat.sections.map(\.count) == [25])
    #expect(flat[RowPath(section: 0, row: 11)]?.id == 12)

    list.group(.album)

    let grouped = try #require(list.state.content?.rows)
    #expect(grouped.sections.map(\.key) == [.number(1), .number(2), .number(3)])
    #expect(grouped.sections.map(\.count) == [10, 10, 5])
    #expect(grouped.count == 25)
    #expect(grouped.path(of: 12) == RowPath(section: 1, row: 1))
    #expect(grouped.rows(inSection: 2, 0..<2).map(\.id) == [21, 22])
  }

  @Test func openingAPhotoAsksToShowIt() async throws {
    let list = await loadedList(count: 25)
    var routes: [PhotoListViewModel.Navigation] = []
    list.onNavigate = { routes.append($0) }

    try list.open(12)

    #expect(routes == [.showPhoto(Photo.sample(id: 12, albumID: 2))])
  }

  @Test(arguments: [0, 26, -1])
  func openingAPhotoTheListDoesNotShowIsRefusedNamingIt(id: Int) async throws {
    let list = await loadedList(count: 25)
    var routes: [PhotoListViewModel.Navigation] = []
    list.onNavigate = { routes.append($0) }

    #expect(throws: PhotoListError.noSuchPhoto(id)) { try list.open(id) }
    #expect(routes.isEmpty)
  }

  @Test func openingAPhotoTheSearchHidesIsRefused() async throws {
    let list = await loadedList(count: 25)
    list.search("photo 2")

    #expect(throws: PhotoListError.noSuchPhoto(3)) { try list.open(3) }
  }

  @Test func openingBeforeLoadIsRefused() {
    let list = PhotoListViewModel(service: FakePhotoService())

    #expect(throws: PhotoListError.noSuchPhoto(1)) { try list.open(1) }
  }
}
