import Models
import TestSupport
import Testing
import ViewModels

/// The list while its service retries on its own: a countdown driven by the view model's clock,
/// `retry` that skips the wait, advice on failure, and no stale notice ever shown.
@MainActor
@Suite("PhotoListViewModel retries", .timeLimit(.minutes(10)))
struct PhotoListRetryTests {
  let clock = TestClock()
  let photos = Photo.samples(count: 3)

  func countdown(_ seconds: Duration, attempt: Int = 2) -> RetryCountdown {
    RetryCountdown(
      failure: LoadFailure(message: "Server returned 503 Service Unavailable"),
      nextAttempt: attempt, maxAttempts: 3, remaining: seconds)
  }

  @Test func aRetryingFirstLoadCountsDownThenShowsThePhotos() async {
    // Given a service whose first attempt fails and whose second comes 3 seconds later
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [
          .notice(
            attempt: 1, of: 3, delay: .seconds(3), reason: "Server returned 503 Service Unavailable"
          ),
          .pause(.seconds(3)), .photos(photos),
        ]
      ])
    let list = PhotoListViewModel(service: service, clock: clock)

    // When loading starts, then the screen counts down a second at a time
    let load = Task { await list.load() }
    await clock.waitForSleepers(2)  // the service's pause and the countdown
    #expect(list.state == .retrying(countdown(.seconds(3))))
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(2)
    #expect(list.state == .retrying(countdown(.seconds(2))))

    // And when the pause is over, the photos replace the countdown
    clock.advance(by: .seconds(2))
    await load.value
    guard case .loaded(let content) = list.state else {
      Issue.record("expected loaded, got \(list.state)")
      return
    }
    #expect(content.photoCount == 3)
  }

  @Test func retryDuringTheCountdownTriesAtOnce() async throws {
    // Given a first load waiting 30 seconds before its next attempt
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [
          .notice(
            attempt: 1, of: 3, delay: .seconds(30),
            reason: "Server returned 503 Service Unavailable"),
          .pause(.seconds(30)), .photos([]),
        ],
        [.photos(photos)],
      ])
    let list = PhotoListViewModel(service: service, clock: clock)
    let load = Task { await list.load() }
    await clock.waitForSleepers(2)

    // When the person asks to retry
    try await list.retry()

    // Then the photos arrive now, and the replaced load's answer never shows
    guard case .loaded(let content) = list.state else {
      Issue.record("expected loaded, got \(list.state)")
      return
    }
    #expect(content.photoCount == 3)
    await load.value
    #expect(list.state == .loaded(content))
  }

  @Test func aNoticeFromAReplacedLoadIsNeverShown() async {
    // Given a first load whose service announces a retry only after it was replaced
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [
          .pause(.seconds(5), ignoringCancellation: true),
          .notice(attempt: 1, of: 3, delay: .seconds(9), reason: "stale"),
          .photos([]),
        ],
        [.photos(photos)],
      ])
    let list = PhotoListViewModel(service: service, clock: clock)
    let first = Task { await list.load() }
    await clock.waitForSleepers(1)

    // When a newer load has shown its photos, and then the old one speaks up
    await list.load()
    clock.advance(by: .seconds(5))
    await first.value

    // Then the screen still shows the newer photos
    guard case .loaded(let content) = list.state else {
      Issue.record("expected loaded, got \(list.state)")
      return
    }
    #expect(content.photoCount == 3)
    #expect(content.refresh == .idle)
  }

  @Test func aRetryingRefreshKeepsThePhotosOnScreen() async {
    // Given loaded photos, and a refresh whose first attempt fails
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [.photos(photos)],
        [
          .notice(
            attempt: 1, of: 3, delay: .seconds(2), reason: "Server returned 503 Service Unavailable"
          ),
          .pause(.seconds(2)), .photos(Photo.samples(count: 4)),
        ],
      ])
    let list = PhotoListViewModel(service: service, clock: clock)
    await list.load()

    // When the refresh waits to retry, then the old photos stay with the countdown beside them
    let refresh = Task { await list.load() }
    await clock.waitForSleepers(2)
    guard case .loaded(let content) = list.state else {
      Issue.record("expected loaded, got \(list.state)")
      return
    }
    #expect(content.photoCount == 3)
    #expect(content.refresh == .retrying(countdown(.seconds(2))))

    // And when it succeeds, the new photos replace them
    clock.advance(by: .seconds(2))
    await refresh.value
    guard case .loaded(let refreshed) = list.state else { return }
    #expect(refreshed.photoCount == 4)
    #expect(refreshed.refresh == .idle)
  }

  @Test func aFailureCarriesTheServicesAdvice() async {
    let service = RetryingPhotoService(clock: clock, scripts: [[.failure(RefusedFailure())]])
    let list = PhotoListViewModel(service: service, clock: clock)

    await list.load()

    #expect(
      list.state
        == .failed(
          LoadFailure(
            message: "Server returned 404 Not Found",
            retryAdvice: .unlikelyToHelp("the server has nothing at this address"))))
  }

  @Test func aCountdownWithAFractionTicksOnWholeSeconds() async {
    // Given a pause of 2.5 seconds
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [
          .notice(
            attempt: 1, of: 3, delay: .milliseconds(2500),
            reason: "Server returned 503 Service Unavailable"),
          .pause(.seconds(10)), .photos(photos),
        ]
      ])
    let list = PhotoListViewModel(service: service, clock: clock)
    let load = Task { await list.load() }
    await clock.waitForSleepers(2)

    // When half a second passes, then two whole seconds are left; a second later, one
    #expect(list.state == .retrying(countdown(.milliseconds(2500))))
    clock.advance(by: .milliseconds(500))
    await clock.waitForSleepers(2)
    #expect(list.state == .retrying(countdown(.seconds(2))))
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(2)
    #expect(list.state == .retrying(countdown(.seconds(1))))

    clock.advance(by: .seconds(10))
    await load.value
    guard case .loaded = list.state else {
      Issue.record("expected loaded, got \(list.state)")
      return
    }
  }
}
