import Models
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite("PhotoListViewModel search, sort, grouping and filter")
struct PhotoListQueryTests {
  static let photos = [
    Photo.sample(id: 1, albumID: 1, title: "Crème brûlée at dusk"),
    Photo.sample(id: 2, albumID: 1, title: "東京 at night"),
    Photo.sample(id: 3, albumID: 2, title: "ÅNGSTRÖM scale"),
    Photo.sample(id: 4, albumID: 2, title: "angry bird"),
    Photo.sample(id: 5, albumID: 3, title: "creme fraiche"),
  ]

  func loadedList() async -> PhotoListViewModel {
    let service = FakePhotoService()
    service.enqueue(.photos(Self.photos))
    let list = PhotoListViewModel(service: service)
    await list.load()
    return list
  }

  func shownIDs(_ list: PhotoListViewModel) -> [Int] {
    list.state.content?.rows.all.map(\.id) ?? []
  }

  @Test(
    "search ignores case and accents",
    arguments: [
      ("creme", [1, 5]),
      ("CRÈME", [1, 5]),
      ("angstrom", [3]),
      ("東京", [2]),
      ("ang", [3, 4]),
      ("", [1, 2, 3, 4, 5]),
    ])
  func searchIgnoresCaseAndAccents(term: String, expected: [Int]) async {
    let list = await loadedList()

    list.search(term)

    #expect(shownIDs(list) == expected)
    #expect(list.query.searchTerm == term)
  }

  @Test func searchWithNoMatchesIsEmptyAndSaysWhy() async {
    let list = await loadedList()

    list.search("zebra")

    #expect(list.state == .empty(.noMatches(PhotoQuery(searchTerm: "zebra"))))
    list.search("")
    #expect(shownIDs(list) == [1, 2, 3, 4, 5])
  }

  @Test(
    "sort orders by the chosen field and direction",
    arguments: [
      (PhotoSort(field: .id, ascending: false), [5, 4, 3, 2, 1]),
      (PhotoSort(field: .title, ascending: true), [4, 3, 1, 5, 2]),
      (PhotoSort(field: .title, ascending: false), [2, 5, 1, 3, 4]),
    ])
  func sortOrdersByFieldAndDirection(sort: PhotoSort, expected: [Int]) async {
    let list = await loadedList()

    list.sort(sort)

    #expect(shownIDs(list) == expected)
  }

  @Test func groupingByAlbumMakesOneSectionPerAlbumInAlbumOrder() async {
    let list = await loadedList()

    list.group(.album)

    let content = list.state.content
    #expect(content?.sectionCount == 3)
    #expect(content?.rows.sections.map(\.key) == [.number(1), .number(2), .number(3)])
    #expect(content?.rows.sections.first?.count == 2)
  }

  @Test func filterKeepsOneAlbumAndAllShowsEveryPhotoAgain() async throws {
    let list = await loadedList()

    try list.filter(.album(2))
    #expect(shownIDs(list) == [3, 4])

    try list.filter(.all)
    #expect(shownIDs(list) == [1, 2, 3, 4, 5])
  }

  @Test func filterToAnAlbumWithNoPhotosIsRefusedAndChangesNothing() async {
    let list = await loadedList()
    let before = list.state

    #expect(throws: PhotoListError.unknownAlbum(9, known: 1...3)) { try list.filter(.album(9)) }

    #expect(list.state == before)
    #expect(list.query.albumFilter == .all)
  }

  @Test func filterBeforePhotosArriveIsRefused() {
    let list = PhotoListViewModel(service: FakePhotoService())

    #expect(throws: PhotoListError.unknownAlbum(1, known: nil)) { try list.filter(.album(1)) }
  }

  @Test func aQueryIsKeptOnlyOnceTheFetchedResultsAcceptIt() async throws {
    // Given a list over a store that fails every fetch after the first load
    let store = FailingFetchStore(Self.photos)
    let service = FakePhotoService()
    service.enqueue(.photos(Self.photos))
    let list = PhotoListViewModel(service: service, store: store)
    await list.load()

    // When a new sort needs a fetch the store refuses
    store.failsFetches = true
    list.sort(PhotoSort(field: .title, ascending: true))

    // Then the query still says what the rows show, and the failure is shown beside them
    #expect(list.query.sort == PhotoSort(field: .id, ascending: true))
    guard case .failed = list.state.content?.refresh else {
      Issue.record("expected the failure to show, got \(list.state)")
      return
    }
  }
}
