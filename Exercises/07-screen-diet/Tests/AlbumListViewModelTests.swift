import Exercise07
import Models
import TestSupport
import Testing
import ViewModels

/// The screen's logic on its own, with a fake service: no terminal, no commands.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AlbumListViewModelTests {
  let service = FakePhotoService()

  @Test func loadingShowsTheFirstPageSortedByTitle() async {
    service.enqueue(.albums(AlbumFixtures.albums))
    let albums = AlbumListViewModel(service: service, pageSize: 5)
    #expect(albums.state == .idle)

    await albums.load()

    #expect(albums.state == .loaded(AlbumListPage(AlbumFixtures.sorted, firstRow: 0, size: 5)))
  }

  @Test func aServiceWithNoAlbumsShowsEmpty() async {
    service.enqueue(.albums([]))
    let albums = AlbumListViewModel(service: service)

    await albums.load()

    #expect(albums.state == .empty)
  }

  @Test func aFailedLoadShowsWhyAndAReloadRecovers() async {
    service.enqueue(.failure(FakeFailure("The server answered 503.")), for: .albums)
    service.enqueue(.albums(AlbumFixtures.albums))
    let albums = AlbumListViewModel(service: service, pageSize: 5)

    await albums.load()
    #expect(albums.state == .failed(LoadFailure(message: "The server answered 503.")))
    await albums.load()

    #expect(albums.state == .loaded(AlbumListPage(AlbumFixtures.sorted, firstRow: 0, size: 5)))
  }

  @Test func pagesTurnAndAreRefusedAtBothEndsChangingNothing() async throws {
    // Given twelve albums, five a page
    service.enqueue(.albums(AlbumFixtures.albums))
    let albums = AlbumListViewModel(service: service, pageSize: 5)
    await albums.load()
    let firstPage = albums.state

    // When paging back from the first page, it is refused and nothing changes
    #expect(throws: AlbumListViewModel.Refusal.firstPage) { try albums.previousPage() }
    #expect(albums.state == firstPage)

    // When paging forward to the end, the last page holds the last two, and no further
    try albums.nextPage()
    try albums.nextPage()
    let lastPage = AlbumListPage(AlbumFixtures.sorted, firstRow: 10, size: 5)
    #expect(albums.state == .loaded(lastPage))
    #expect(throws: AlbumListViewModel.Refusal.lastPage) { try albums.nextPage() }
    #expect(albums.state == .loaded(lastPage))
  }

  @Test func pagingWithNothingShownIsRefused() async {
    service.enqueue(.albums([]))
    let albums = AlbumListViewModel(service: service)

    #expect(throws: AlbumListViewModel.Refusal.nothingToPage) { try albums.nextPage() }
    await albums.load()
    #expect(throws: AlbumListViewModel.Refusal.nothingToPage) { try albums.previousPage() }
  }

  @Test func aNewPageSizeShapesThePages() async throws {
    service.enqueue(.albums(AlbumFixtures.albums))
    let albums = AlbumListViewModel(service: service, pageSize: 5)
    await albums.load()

    albums.setPageSize(8)
    try albums.nextPage()

    #expect(albums.state == .loaded(AlbumListPage(AlbumFixtures.sorted, firstRow: 8, size: 8)))
  }
}
