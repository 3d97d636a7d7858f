import Models
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite("PhotoListViewModel loading", .timeLimit(.minutes(10)))
struct PhotoListLoadingTests {
  let clock = TestClock()
  let service: FakePhotoService

  init() {
    service = FakePhotoService(clock: clock)
  }

  @Test func startsIdleAndLoadsNothingUntilAsked() {
    let list = PhotoListViewModel(service: service)

    #expect(list.state == .idle)
    #expect(service.receivedCalls.isEmpty)
  }

  @Test func showsLoadingWhileTheFirstLoadIsAway() async {
    // Given a service that answers after one second
    service.enqueue(.photos(Photo.samples(count: 3)), after: .seconds(1))
    let list = PhotoListViewModel(service: service)

    // When loading starts
    let load = Task { await list.load() }
    await clock.waitForSleepers(1)

    // Then the screen says loading until the answer arrives
    #expect(list.state == .loading)
    clock.advance(by: .seconds(1))
    await load.value
    guard case .loaded(let content) = list.state else {
      Issue.record("expected loaded, got \(list.state)")
      return
    }
    #expect(content.photoCount == 3)
  }

  @Test func noPhotosAtAllIsEmptyNotLoaded() async {
    service.enqueue(.photos([]))
    let list = PhotoListViewModel(service: service)

    await list.load()

    #expect(list.state == .empty(.noPhotos))
  }

  @Test func failureShowsTheServicesMessageAndRetryRecovers() async throws {
    // Given a service that fails once, then answers
    service.enqueue(.failure(FakeFailure("Could not reach 127.0.0.1:9: connection refused")))
    service.enqueue(.photos(Photo.samples(count: 2)))
    let list = PhotoListViewModel(service: service)

    // When the first load fails
    await list.load()

    // Then the failure says what happened, and retry loads again
    #expect(
      list.state == .failed(LoadFailure(message: "Could not reach 127.0.0.1:9: connection refused"))
    )
    try await list.retry()
    guard case .loaded(let content) = list.state else {
      Issue.record("expected loaded after retry, got \(list.state)")
      return
    }
    #expect(content.photoCount == 2)
  }

  @Test func retryWhenNothingFailedIsRefusedAndChangesNothing() async {
    service.enqueue(.photos(Photo.samples(count: 2)))
    let list = PhotoListViewModel(service: service)
    await list.load()
    let before = list.state

    await #expect(throws: IntentError.nothingToRetry) { try await list.retry() }

    #expect(list.state == before)
    #expect(service.receivedCalls.count == 1)
  }

  @Test func aNewLoadCancelsTheOneItReplaces() async {
    // Given a first load still away
    service.enqueue(.photos(Photo.samples(count: 5)), after: .seconds(3))
    service.enqueue(.photos(Photo.samples(count: 2)))
    let list = PhotoListViewModel(service: service)
    let first = Task { await list.load() }
    await clock.waitForSleepers(1)

    // When a second load starts
    await list.load()
    await first.value

    // Then the first was cancelled rather than left running, and the second's answer shows
    #expect(service.cancelledCalls == ["photos(albumID: nil)"])
    #expect(list.state.photoCount == 2)
  }

  @Test func lateResponseNeverOverwritesNewerState() async {
    // Given a service that answers even when cancelled: slow first, fast second
    let careless = FakePhotoService(clock: clock, ignoresCancellation: true)
    careless.enqueue(.photos(Photo.samples(count: 5)), after: .seconds(3))
    careless.enqueue(.photos(Photo.samples(count: 2)), after: .seconds(1))
    let list = PhotoListViewModel(service: careless)

    // When a second load starts while the first is away
    let first = Task { await list.load() }
    await clock.waitForSleepers(1)
    let second = Task { await list.load() }
    await clock.waitForSleepers(2)

    // Then the newer answer shows, and the older one arriving later is dropped
    clock.advance(by: .seconds(1))
    await second.value
    #expect(list.state.photoCount == 2)
    clock.advance(by: .seconds(2))
    await first.value
    #expect(list.state.photoCount == 2)
    #expect(careless.receivedCalls.count == 2)
  }

  @Test func refreshKeepsPhotosOnScreenWhileAwayAndWhenItFails() async throws {
    // Given a loaded list
    service.enqueue(.photos(Photo.samples(count: 4)))
    service.enqueue(.failure(FakeFailure("Server returned 503")), after: .seconds(1))
    service.enqueue(.photos(Photo.samples(count: 6)))
    let list = PhotoListViewModel(service: service)
    await list.load()

    // When a refresh is under way, the photos stay and the status says refreshing
    let refresh = Task { await list.load() }
    await clock.waitForSleepers(1)
    #expect(list.state.content?.refresh == .refreshing)
    #expect(list.state.photoCount == 4)

    // When it fails, the photos still stay and the failure is shown
    clock.advance(by: .seconds(1))
    await refresh.value
    #expect(list.state.content?.refresh == .failed(LoadFailure(message: "Server returned 503")))
    #expect(list.state.photoCount == 4)

    // And retry refreshes again
    try await list.retry()
    #expect(list.state.content?.refresh == .idle)
    #expect(list.state.photoCount == 6)
  }
}

extension PhotoListViewModel.State {
  /// The loaded content, or nil in any other state: a test convenience, not for app code.
  var content: PhotoListContent? {
    if case .loaded(let content) = self { return content }
    return nil
  }

  /// How many photos the loaded list shows; zero in any other state.
  var photoCount: Int { content?.photoCount ?? 0 }
}
