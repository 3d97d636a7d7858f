import Models
import TestSupport
import Testing
import ViewModels

/// The albums screen's logic against a fake service and a manual clock.
@MainActor
@Suite("AlbumsViewModel", .timeLimit(.minutes(10)))
struct AlbumsViewModelTests {
  let clock = TestClock()
  let users = [
    User(id: 1, name: "Zoë Ångström", username: "zoe", email: "zoe@slim.example"),
    User(id: 2, name: "Ola Nordmann", username: "ola", email: "ola@slim.example"),
  ]
  let albums = [
    Album(id: 1, userID: 2, title: "harbour"), Album(id: 2, userID: 1, title: "Autumn"),
    Album(id: 3, userID: 9, title: "cabin"), Album(id: 4, userID: 1, title: "Autumn"),
  ]
  // Album 1 holds three photos, album 2 one, album 4 two, album 3 none.
  let photos = [1, 1, 1, 2, 4, 4].enumerated().map {
    Photo.sample(id: $0.offset + 1, albumID: $0.element)
  }

  func service(albums: [Album]? = nil, ignoresCancellation: Bool = false) -> FakePhotoService {
    let service = FakePhotoService(clock: clock, ignoresCancellation: ignoresCancellation)
    enqueueLoad(on: service, albums: albums ?? self.albums)
    return service
  }

  func enqueueLoad(on service: FakePhotoService, albums: [Album], after delay: Duration = .zero) {
    service.enqueue(.albums(albums), after: delay)
    service.enqueue(.users(users))
    service.enqueue(.photos(photos))
  }

  func loadedRows(_ viewModel: AlbumsViewModel) -> [AlbumRow]? {
    guard case .loaded(let rows) = viewModel.state else { return nil }
    return rows
  }

  @Test func loadsAlbumsSortedByTitleWithOwnersAndPhotoCounts() async {
    let viewModel = AlbumsViewModel(service: service())
    #expect(viewModel.state == .idle)

    await viewModel.load()

    let rows = loadedRows(viewModel)
    #expect(rows?.map(\.id) == [2, 4, 3, 1])
    #expect(rows?.map(\.ownerName) == ["Zoë Ångström", "Zoë Ångström", nil, "Ola Nordmann"])
    #expect(rows?.map(\.photoCount) == [1, 2, 0, 3])
  }

  @Test func openAsksToShowTheAlbumWithThatID() async throws {
    let viewModel = AlbumsViewModel(service: service())
    var asked: [AlbumsViewModel.Navigation] = []
    viewModel.onNavigate = { asked.append($0) }
    await viewModel.load()

    try viewModel.open(1)

    #expect(asked == [.showAlbum(albums[0])])
  }

  @Test func openingAnAlbumNotListedIsRefusedAndChangesNothing() async throws {
    let viewModel = AlbumsViewModel(service: service())
    var asked: [AlbumsViewModel.Navigation] = []
    viewModel.onNavigate = { asked.append($0) }
    await viewModel.load()
    let before = viewModel.state

    #expect(throws: ListError.notListed(99)) { try viewModel.open(99) }
    #expect(viewModel.state == before)
    #expect(asked.isEmpty)
  }

  @Test func openBeforeTheAlbumsArriveIsRefused() {
    let viewModel = AlbumsViewModel(service: FakePhotoService())

    #expect(throws: ListError.notListed(1)) { try viewModel.open(1) }
  }

  @Test func aFailedLoadSaysWhyAndRetryLoadsAgain() async throws {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.failure(FakeFailure("users are down")), for: .users)
    service.enqueue(.albums(albums))
    service.enqueue(.photos(photos))
    let viewModel = AlbumsViewModel(service: service)

    await viewModel.load()
    #expect(viewModel.state == .failed(LoadFailure(message: "users are down")))

    enqueueLoad(on: service, albums: albums)
    try await viewModel.retry()
    #expect(loadedRows(viewModel)?.count == 4)
  }

  @Test func retryWithNothingFailedIsRefused() async {
    let viewModel = AlbumsViewModel(service: service())
    await viewModel.load()

    await #expect(throws: IntentError.nothingToRetry) { try await viewModel.retry() }
  }

  @Test func noAlbumsIsTheEmptyState() async {
    let viewModel = AlbumsViewModel(service: service(albums: []))

    await viewModel.load()

    #expect(viewModel.state == .loaded([]))
  }

  @Test func lateResponseNeverOverwritesNewerState() async {
    // Given a first load whose albums answer late, from a service that ignores cancellation
    let service = FakePhotoService(clock: clock, ignoresCancellation: true)
    enqueueLoad(on: service, albums: [Album(id: 7, userID: 1, title: "stale")], after: .seconds(5))
    let viewModel = AlbumsViewModel(service: service)
    let first = Task { await viewModel.load() }
    await clock.waitForSleepers(1)

    // When a refresh answers at once, and then the first answer arrives
    enqueueLoad(on: service, albums: albums)
    await viewModel.load()
    clock.advance(by: .seconds(5))
    await first.value

    // Then the screen shows the refresh's albums
    #expect(loadedRows(viewModel)?.count == 4)
  }

  @Test func isReleasedOnceItsScreenClosesAndItsLoadEnds() async {
    // Given a load whose albums answer late
    let service = FakePhotoService(clock: clock)
    enqueueLoad(on: service, albums: albums, after: .seconds(5))
    weak var released: AlbumsViewModel?
    var loading: Task<Void, Never>?
    do {
      let viewModel = AlbumsViewModel(service: service)
      viewModel.onNavigate = { _ in }
      released = viewModel
      loading = Task { await viewModel.load() }
      await clock.waitForSleepers(1)

      // When the screen closes while the load is under way
      viewModel.disappear()
    }
    await loading?.value

    // Then the load has stopped and nothing holds the view model
    #expect(service.cancelledCalls == ["albums()"])
    #expect(released == nil)
  }

  @Test func isReleasedAfterALoadThatSettled() async throws {
    weak var released: AlbumsViewModel?
    do {
      let viewModel = AlbumsViewModel(service: service())
      viewModel.onNavigate = { _ in }
      released = viewModel
      await viewModel.load()
      try viewModel.open(2)
    }

    #expect(released == nil)
  }
}
