import Models
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite("PhotoListViewModel paging and selection")
struct PhotoListNavigationTests {
  func loadedList(count: Int, pageSize: Int) async -> PhotoListViewModel {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: count, perAlbum: 10)))
    let list = PhotoListViewModel(service: service, pageSize: pageSize)
    await list.load()
    return list
  }

  @Test func pagesShowOnlyTheirRowsAndSayWhereTheyAre() async throws {
    let list = await loadedList(count: 25, pageSize: 10)

    #expect(list.state.content?.visibleRows == 1...10)
    #expect(list.state.content?.page == PageInfo(number: 1, count: 3))
    try list.nextPage()
    try list.nextPage()
    #expect(list.state.content?.visibleRows == 21...25)
    #expect(list.state.content?.page == PageInfo(number: 3, count: 3))
    try list.previousPage()
    #expect(list.state.content?.visibleRows == 11...20)
  }

  @Test func pagingPastEitherEndIsRefusedAndChangesNothing() async throws {
    let list = await loadedList(count: 15, pageSize: 10)

    #expect(throws: IntentError.noSuchPage(direction: .previous, current: 1, count: 2)) {
      try list.previousPage()
    }
    try list.nextPage()
    let before = list.state
    #expect(throws: IntentError.noSuchPage(direction: .next, current: 2, count: 2)) {
      try list.nextPage()
    }
    #expect(list.state == before)
  }

  @Test func aPageThatStartsInsideASectionRepeatsItsHeaderAsContinued() async throws {
    // Albums of 10 photos; 8 lines a page: header + 7 rows, then the rest of album 1.
    let list = await loadedList(count: 20, pageSize: 8)
    list.group(.album)

    try list.nextPage()

    #expect(list.state.content?.lines.first == .header(.number(1), photoCount: 10, continued: true))
    #expect(list.state.content?.visibleRows == 8...14)
  }

  @Test func queryChangesReturnToTheFirstPage() async throws {
    let list = await loadedList(count: 30, pageSize: 10)
    try list.nextPage()

    list.search("photo 2")

    #expect(list.state.content?.page.number == 1)
  }

  @Test func resizingPagesKeepsTheTopOfTheVisiblePageInView() async throws {
    let list = await loadedList(count: 50, pageSize: 10)
    try list.nextPage()
    try list.nextPage()  // rows 21...30

    list.setPageSize(15)

    #expect(list.state.content?.visibleRows == 16...30)
  }

  @Test func openingAVisibleRowAsksToShowThatPhoto() async throws {
    let list = await loadedList(count: 25, pageSize: 10)
    var routes: [PhotoListViewModel.Navigation] = []
    list.onNavigate = { routes.append($0) }
    try list.nextPage()

    try list.open(row: 12)

    #expect(routes == [.showPhoto(Photo.sample(id: 12, albumID: 2))])
  }

  @Test(arguments: [0, 9, 21, -1])
  func openingARowNotOnThisPageIsRefusedNamingTheValidRows(row: Int) async throws {
    let list = await loadedList(count: 25, pageSize: 10)
    var routes: [PhotoListViewModel.Navigation] = []
    list.onNavigate = { routes.append($0) }
    try list.nextPage()

    #expect(throws: IntentError.rowNotVisible(row, visible: 11...20)) {
      try list.open(row: row)
    }
    #expect(routes.isEmpty)
    #expect(
      IntentError.rowNotVisible(row, visible: 11...20).description
        == "No row \(row) on this page: choose 11–20.")
  }

  @Test func openingBeforeLoadIsRefused() {
    let list = PhotoListViewModel(service: FakePhotoService())

    #expect(throws: IntentError.rowNotVisible(1, visible: nil)) { try list.open(row: 1) }
  }
}
