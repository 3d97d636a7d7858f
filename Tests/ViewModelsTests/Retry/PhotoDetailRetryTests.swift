import Models
import TestSupport
import Testing
import ViewModels

/// The detail screen while its service retries a reload: the photo stays, a countdown runs on
/// the view model's clock, and `retry` skips the wait.
@MainActor
@Suite("PhotoDetailViewModel retries", .timeLimit(.minutes(10)))
struct PhotoDetailRetryTests {
  let clock = TestClock()
  let photo = Photo.sample(id: 7)

  @Test func aRetryingReloadKeepsThePhotoAndCountsDown() async {
    // Given a reload whose first attempt fails and whose second comes 2 seconds later
    let newer = Photo.sample(id: 7, title: "newer")
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [
          .notice(attempt: 1, of: 3, delay: .seconds(2), reason: "No answer from host within 5 s"),
          .pause(.seconds(2)), .photo(newer),
        ]
      ])
    let detail = PhotoDetailViewModel(photo: photo, service: service, clock: clock)

    // When it reloads, then the photo stays while the countdown runs
    let reload = Task { await detail.reload() }
    await clock.waitForSleepers(2)
    let countdown = RetryCountdown(
      failure: LoadFailure(message: "No answer from host within 5 s"), nextAttempt: 2,
      maxAttempts: 3, remaining: .seconds(2))
    #expect(detail.state == .retrying(photo, countdown))

    // And the newer copy replaces it once the retry succeeds
    clock.advance(by: .seconds(2))
    await reload.value
    #expect(detail.state == .loaded(newer))
  }

  @Test func retryDuringTheCountdownReloadsAtOnce() async throws {
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [.notice(attempt: 1, of: 3, delay: .seconds(60), reason: "busy"), .pause(.seconds(60))],
        [.photo(photo)],
      ])
    let detail = PhotoDetailViewModel(photo: photo, service: service, clock: clock)
    let reload = Task { await detail.reload() }
    await clock.waitForSleepers(2)

    try await detail.retry()

    #expect(detail.state == .loaded(photo))
    await reload.value
    #expect(detail.state == .loaded(photo))
  }

  @Test func retryIsRefusedWhileNothingFailed() async {
    let detail = PhotoDetailViewModel(
      photo: photo, service: RetryingPhotoService(clock: clock, scripts: []), clock: clock)
    await #expect(throws: IntentError.nothingToRetry) { try await detail.retry() }
  }
}
