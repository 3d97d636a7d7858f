import Models
import TestSupport
import Testing
import ViewModels

/// A batch whose request the service retries: the countdown shows over the photos that have
/// arrived, and the batch lands when the retry answers.
@MainActor
@Suite("PhotoListViewModel retries a batch", .timeLimit(.minutes(10)))
struct PhotoListBatchRetryTests {
  let clock = TestClock()
  let photos = Photo.samples(count: 9)

  @Test func aRetryingBatchCountsDownOverThePhotosThatArrived() async throws {
    // Given a server whose second batch fails once and comes 2 seconds later
    let reason = "Server returned 503 Service Unavailable"
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [.batch(PhotoBatch(photos: Array(photos.prefix(3)), total: 9, isLast: false))],
        [
          .notice(attempt: 1, of: 3, delay: .seconds(2), reason: reason), .pause(.seconds(2)),
          .batch(PhotoBatch(photos: Array(photos.dropFirst(3)), total: 9, isLast: true)),
        ],
      ])
    let list = PhotoListViewModel(service: service, clock: clock)

    // When the load runs
    let load = Task { await list.load() }
    await clock.waitForSleepers(2)  // the service's pause and the countdown

    // Then the first batch stays on screen while the countdown runs
    await waitUntil { list.state.content?.refresh.isRetrying == true }
    let waiting = try #require(list.state.content)
    #expect(waiting.rows.all == Array(photos.prefix(3)))
    #expect(
      waiting.refresh
        == .retrying(
          RetryCountdown(
            failure: LoadFailure(message: reason), nextAttempt: 2, maxAttempts: 3,
            remaining: .seconds(2))))
    #expect(waiting.progress == LoadProgress(received: 3, expected: 9))

    // And when the retry answers, the rest land and the countdown is gone
    clock.advance(by: .seconds(2))
    await load.value
    #expect(list.state.content?.rows.all == photos)
    #expect(list.state.content?.refresh == .idle)
  }
}

extension RefreshStatus {
  /// Whether a countdown to the next attempt is running.
  fileprivate var isRetrying: Bool {
    if case .retrying = self { return true }
    return false
  }
}
