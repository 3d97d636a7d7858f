import Models
import TestSupport
import Testing
import ViewModels

/// The detail, albums and Todos screens driven as SwiftUI drives them: `.task { await
/// screen.appear() }`, `.onDisappear { screen.disappear() }`, `.refreshable { await
/// screen.reload() }`. A load or refresh stopped before it answered ends in the state before it,
/// and the next `appear()` or `retry()` loads.
@MainActor
@Suite("Every screen's lifecycle", .timeLimit(.minutes(10)))
struct ScreensLifecycleTests {
  let clock = TestClock()

  // MARK: Photo detail

  @Test func aCancelledRefreshOfTheDetailEndsInTheStateBeforeIt() async throws {
    let photo = Photo.sample(id: 7)
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photo(photo), after: .seconds(5))
    let detail = PhotoDetailViewModel(photo: photo, service: service, clock: clock)

    // `.refreshable` cancelled before the answer (the screen went away)
    let refresh = Task { await detail.reload() }
    await clock.waitForSleepers(1)
    #expect(detail.state == .reloading(photo))
    refresh.cancel()
    await refresh.value

    #expect(detail.state == .loaded(photo))
  }

  @Test func disappearDuringAReloadEndsInTheStateBeforeIt() async {
    let photo = Photo.sample(id: 7)
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photo(photo), after: .seconds(5))
    let detail = PhotoDetailViewModel(photo: photo, service: service, clock: clock)
    let refresh = Task { await detail.reload() }
    await clock.waitForSleepers(1)

    detail.disappear()

    #expect(detail.state == .loaded(photo))
    await refresh.value
    #expect(detail.state == .loaded(photo))
  }

  // MARK: Albums

  func albumsService(after delay: Duration = .zero) -> FakePhotoService {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.albums([Album(id: 1, userID: 1, title: "harbour")]), after: delay)
    service.enqueue(
      .users([User(id: 1, name: "Ola Nordmann", username: "ola", email: "ola@slim.example")]))
    service.enqueue(.photos([Photo.sample(id: 1, albumID: 1)]))
    return service
  }

  @Test func aCancelledFirstLoadOfAlbumsIsNotLoadingAndRetryLoads() async throws {
    let service = albumsService(after: .seconds(5))
    let albums = AlbumsViewModel(service: service)
    let task = Task { await albums.appear() }
    await clock.waitForSleepers(1)

    task.cancel()
    await task.value

    #expect(albums.state == .idle)
    service.enqueue(.albums([Album(id: 1, userID: 1, title: "harbour")]))
    service.enqueue(
      .users([User(id: 1, name: "Ola Nordmann", username: "ola", email: "ola@slim.example")]))
    service.enqueue(.photos([Photo.sample(id: 1, albumID: 1)]))
    try await albums.retry()
    guard case .loaded(let rows) = albums.state else {
      Issue.record("not loaded: \(albums.state)")
      return
    }
    #expect(rows.map(\.id) == [1])
  }

  @Test func albumsShownAgainLoadNothing() async {
    let service = albumsService()
    let albums = AlbumsViewModel(service: service)
    await albums.appear()
    let loaded = albums.state
    let calls = service.receivedCalls.count

    albums.disappear()
    await albums.appear()

    #expect(albums.state == loaded)
    #expect(service.receivedCalls.count == calls)
  }

  // MARK: Todos

  @Test func aCancelledFirstLoadOfTodosIsNotLoadingAndAppearLoads() async {
    let service = ScriptedTodoService(TodoFixtures.todos)
    let held = service.script.hold(.list)
    let list = TodoListViewModel(service: service, makeKey: { "key" })
    let task = Task { await list.appear() }
    await waitUntil { held.hasArrived.value }

    task.cancel()
    await task.value

    #expect(list.state == .idle)
    await list.appear()
    #expect(list.content?.totalCount == 3)
  }

  @Test func retryLoadsTodosAfterDisappearStoppedTheFirstLoad() async throws {
    let service = ScriptedTodoService(TodoFixtures.todos)
    let held = service.script.hold(.list)
    let list = TodoListViewModel(service: service, makeKey: { "key" })
    let task = Task { await list.appear() }
    await waitUntil { held.hasArrived.value }

    list.disappear()
    #expect(list.state == .idle)
    await task.value

    try await list.retry()
    #expect(list.content?.totalCount == 3)
  }

  @Test func aCancelledRefreshOfTodosEndsInTheStateBeforeIt() async {
    let (list, service) = await TodoFixtures.loaded()
    let before = list.state
    let held = service.script.hold(.list)

    let refresh = Task { await list.load() }
    await waitUntil { held.hasArrived.value }
    #expect(list.content?.refresh == .refreshing)
    refresh.cancel()
    await refresh.value

    #expect(list.state == before)
  }

  // MARK: Video post from an asset

  @Test func disappearMidFetchCancelsItAtOnceAndAppearFetchesAgain() async {
    let bench = VideoPostTestBench()
    let screen = bench.assetScreen()
    let task = Task { await screen.appear() }
    await bench.step()
    await waitUntil { screen.state == .fetchingAsset(bench.bytes(1_000, of: 4_000)) }

    screen.disappear()

    #expect(screen.state == .fetchCancelled)
    await task.value
    #expect(screen.state == .fetchCancelled)
    let again = Task { await screen.appear() }
    for _ in 1...4 { await bench.step() }
    await again.value
    guard case .fetched = screen.state else {
      Issue.record("not fetched: \(screen.state)")
      return
    }
    #expect(bench.library.exports == ["cat.mov", "cat.mov"])
  }
}
