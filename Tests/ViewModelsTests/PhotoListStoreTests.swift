import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing
import ViewModels

/// The photo list over a store: loaded photos are kept there, a refresh says what it changed,
/// and photos kept from an earlier run show before the refresh answers.
@MainActor
@Suite("PhotoListViewModel over a store", .timeLimit(.minutes(10)))
struct PhotoListStoreTests {
  let clock = TestClock()
  let service: FakePhotoService

  init() {
    service = FakePhotoService(clock: clock)
  }

  static let first = [
    Photo.sample(id: 1, title: "apple"), Photo.sample(id: 2, title: "banana"),
    Photo.sample(id: 3, title: "cherry"), Photo.sample(id: 4, title: "date"),
  ]

  @Test func theFirstLoadReportsNoChanges() async {
    service.enqueue(.photos(Self.first))
    let list = PhotoListViewModel(service: service)

    await list.load()

    #expect(list.state.content?.changes == nil)
    #expect(list.state.content?.marks == [:])
  }

  @Test func aRefreshReportsWhatItChangedAndMarksTheRows() async throws {
    // Given a list sorted by title
    service.enqueue(.photos(Self.first))
    let list = PhotoListViewModel(service: service)
    await list.load()
    list.sort(PhotoSort(field: .title))

    // When the server drops "banana", renames "apple" to "fig", edits "date" and adds "avocado"
    service.enqueue(
      .photos([
        Photo.sample(id: 1, title: "fig"), Photo.sample(id: 3, title: "cherry"),
        Photo.sample(id: 4, title: "date!"),
        Photo.sample(id: 5, title: "avocado"),
      ]))
    await list.load()

    // Then: avocado cherry date! fig — one insert, one delete, one move, two updates
    let content = try #require(list.state.content)
    #expect(content.rows.all.map(\.id) == [5, 3, 4, 1])
    let changes = try #require(content.changes)
    #expect(changes.insertedRows == [RowPath(section: 0, row: 0)])
    #expect(changes.deletedRows == [RowPath(section: 0, row: 1)])
    #expect(changes.movedRows.count == 1)
    #expect(changes.updatedRows == [RowPath(section: 0, row: 2), RowPath(section: 0, row: 3)])
    // Marks are by photo id: avocado (5) arrived, date! (4) changed, fig (1) moved.
    #expect(content.marks == [5: .inserted, 4: .updated, 1: .moved])
  }

  @Test func anotherIntentClearsTheRefreshsChanges() async {
    service.enqueue(.photos(Self.first))
    service.enqueue(.photos(Array(Self.first.dropFirst())))
    let list = PhotoListViewModel(service: service)
    await list.load()
    await list.load()
    #expect(list.state.content?.changes == ChangeSet(deletedRows: [RowPath(section: 0, row: 0)]))

    list.search("a")

    #expect(list.state.content?.changes == nil)
  }

  @Test func photosTheServerNoLongerHasLeaveTheStore() async throws {
    let store = InMemoryStore(Self.first)
    service.enqueue(.photos([Self.first[0], Self.first[2]]))
    let list = PhotoListViewModel(service: service, store: store)

    await list.load()

    #expect(try store.fetchAll().map(\.id) == [1, 3])
  }

  @Test func keptPhotosShowWhileTheRefreshIsAway() async {
    // Given a store that kept photos from an earlier run, and a slow server
    let store = InMemoryStore(Self.first)
    service.enqueue(.photos(Self.first + [Photo.sample(id: 9, title: "kiwi")]), after: .seconds(2))
    let list = PhotoListViewModel(service: service, store: store)

    // When the list loads
    let load = Task { await list.load() }
    await clock.waitForSleepers(1)

    // Then the kept photos show at once, refreshing; then the refresh says what it added
    #expect(list.state.content?.photoCount == 4)
    #expect(list.state.content?.refresh == .refreshing)
    clock.advance(by: .seconds(2))
    await load.value
    #expect(list.state.content?.photoCount == 5)
    #expect(list.state.content?.changes == ChangeSet(insertedRows: [RowPath(section: 0, row: 4)]))
  }

  @Test func loadedPhotosAreSavedForTheNextStart() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "slim-photos-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "photos.json")
    service.enqueue(.photos(Self.first))
    let list = PhotoListViewModel(
      service: service, store: try await FileStore<Photo>.open(at: file))

    await list.load()

    #expect(try await FileStore<Photo>.open(at: file).fetchAll() == Self.first)
  }

  @Test func aFilterNamesTheAlbumsTheStoreHas() async {
    service.enqueue(.photos(Photo.samples(count: 30, perAlbum: 10)))
    let list = PhotoListViewModel(service: service)
    await list.load()

    #expect(throws: PhotoListError.unknownAlbum(9, known: 1...3)) { try list.filter(.album(9)) }
  }
}
