import Exercise09
import Models
import SwiftUIHost
import TestSupport
import Testing

/// The album screen on a phone: the host shows it as SwiftUI does, and each test pushes,
/// pops and pulls at the moment it picks, with the server's answers held on the test clock.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AlbumPhotosLifecycleTests {
  let clock = TestClock()
  let service: FakePhotoService
  let photos = Photo.samples(count: 3)
  let router = AlbumRouter()

  init() { service = FakePhotoService(clock: clock) }

  func shown(_ screen: AlbumPhotosViewModel) -> Host {
    Host(AlbumPhotosStack(screen: screen, router: router))
  }

  @Test func aScreenShownLoadsItsPhotos() async {
    service.enqueue(.photos(photos))
    let screen = AlbumPhotosViewModel(albumID: 1, service: service)

    let host = shown(screen)
    await host.settle()

    #expect(screen.state == .loaded(photos))
    #expect(host.front.rowIDs == [1, 2, 3])
  }

  @Test func aLoadStoppedByAPushLeavesTheScreenIdle() async {
    service.enqueue(.photos(photos), after: .seconds(5))
    let screen = AlbumPhotosViewModel(albumID: 1, service: service)
    let host = shown(screen)
    await clock.waitForSleepers(1)  // the photos, on their way
    #expect(screen.state == .loading)

    // A push covers the screen: SwiftUI cancels its `.task`
    host.tap("About this album")
    await host.settle()

    #expect(screen.state == .idle)
  }

  @Test func aPopAfterAPushMidLoadShowsThePhotos() async {
    service.enqueue(.photos(photos), after: .seconds(5))
    let screen = AlbumPhotosViewModel(albumID: 1, service: service)
    let host = shown(screen)
    await clock.waitForSleepers(1)
    host.tap("About this album")
    await host.settle()

    // Back: the screen's `.task` runs again
    service.enqueue(.photos(photos))
    host.swipeBack()
    await host.settle()

    #expect(screen.state == .loaded(photos))
    #expect(host.front.rowIDs == [1, 2, 3])
  }

  /// A tap, then the back swipe at once: nothing runs between them, so the cancelled load and
  /// the new `.task` race to the main actor. Repeated, so that a screen that depends on who
  /// wins fails here every time, not once in a while.
  @Test(arguments: 1...20)
  func aPushAndPopWithNothingBetweenShowsThePhotos(attempt: Int) async {
    service.enqueue(.photos(photos), after: .seconds(5))
    service.enqueue(.photos(photos))
    let screen = AlbumPhotosViewModel(albumID: 1, service: service)
    let host = shown(screen)
    await clock.waitForSleepers(1)  // the first load, on its way

    host.tap("About this album")
    host.swipeBack()
    await host.settle()

    #expect(
      screen.state.summary == "loaded photos [1, 2, 3]",
      "attempt \(attempt): after a push and a pop mid-load, the screen must load again")
    #expect(service.receivedCalls == ["photos(albumID: 1)", "photos(albumID: 1)"])
  }

  @Test func aRefreshStoppedByAPushKeepsThePhotos() async {
    service.enqueue(.photos(photos))
    let screen = AlbumPhotosViewModel(albumID: 1, service: service)
    let host = shown(screen)
    await host.settle()

    // A pull to refresh, and a tap on a photo before its answer comes
    service.enqueue(.photos(Photo.samples(count: 4)), after: .seconds(5))
    let pull = Task { await host.pullToRefresh() }
    await clock.waitForSleepers(1)
    host.tap("photo 2")
    await pull.value
    await host.settle()

    #expect(screen.state == .loaded(photos))
  }

  @Test func aPopToALoadedScreenAsksForNothing() async {
    service.enqueue(.photos(photos))
    let screen = AlbumPhotosViewModel(albumID: 1, service: service)
    let host = shown(screen)
    await host.settle()

    host.tap("photo 2")
    host.swipeBack()
    await host.settle()

    #expect(screen.state == .loaded(photos))
    #expect(service.receivedCalls == ["photos(albumID: 1)"])
  }
}

extension AlbumPhotosViewModel.State {
  /// The state in a few words, its photos by id: short enough to read in twenty failed cases.
  var summary: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded(let photos): "loaded photos \(photos.map(\.id))"
    case .refreshing(let photos): "refreshing photos \(photos.map(\.id))"
    case .failed(let failure): "failed: \(failure)"
    }
  }
}
