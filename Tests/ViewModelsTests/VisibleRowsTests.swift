import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// The thumbnail window comes from the rows a front end reports visible, whatever lays them out.
@MainActor
@Suite("Visible rows and the thumbnail window", .timeLimit(.minutes(10)))
struct VisibleRowsTests {
  func loadedList(count: Int = 30) async -> PhotoListViewModel {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: count, perAlbum: 10)))
    let list = PhotoListViewModel(service: service)
    await list.load()
    return list
  }

  @Test func theWindowIsTheVisibleRowsThenAsManyAfterThem() async {
    let list = await loadedList()
    #expect(list.thumbnailWindow == .empty)

    list.visibleRowsChanged(ids: [4, 5, 6])

    #expect(list.thumbnailWindow.photos.map(\.id) == [4, 5, 6, 7, 8, 9])
  }

  @Test func theRowsAboutToScrollInContinueIntoTheNextSection() async {
    let list = await loadedList()
    list.group(.album)

    list.visibleRowsChanged(ids: [8, 9, 10])

    #expect(list.thumbnailWindow.photos.map(\.id) == [8, 9, 10, 11, 12, 13])
  }

  @Test func theWindowFollowsTheListsOrderNotTheReportsAndStopsAtItsEnd() async {
    let list = await loadedList()
    list.sort(PhotoSort(field: .id, ascending: false))

    list.visibleRowsChanged(ids: [2, 3, 99])

    // Photo 99 is not in the list; after rows 3 and 2 (descending) only photo 1 is left
    #expect(list.thumbnailWindow.photos.map(\.id) == [2, 3, 1])
  }

  @Test func aSectionSaysWhatItGroupsBy() async throws {
    let list = await loadedList(count: 25)
    #expect(list.state.content?.sections == [.all])

    list.group(.album)

    #expect(list.state.content?.sections == [.album(1), .album(2), .album(3)])
    #expect(list.state.content?.rows.sections.map(\.count) == [10, 10, 5])
  }
}
