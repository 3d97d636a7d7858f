import Models

/// Notices a chunk that has stopped moving: no body bytes sent for `limit`, on the client's
/// clock.
///
/// A server may stall, and on Linux a resent PATCH may carry no body (ARCHITECTURE.md, "Uploads
/// that resume"); URLSession's timeout is not to be relied on (Linux note 4), so each chunk races
/// this watch, and a stall becomes a failure worth resuming.
final class ChunkWatchdog: Sendable {
  let limit: Duration
  private let clock: any Clock<Duration>
  private let elapsed: @Sendable () -> Duration
  /// The most bytes reported sent, and when (on `elapsed`) that number last grew.
  private let progress = Locked<(sent: Int64, at: Duration)>((0, .zero))

  init(limit: Duration, clock: any Clock<Duration>) {
    self.limit = limit
    self.clock = clock
    elapsed = clock.stopwatch()
  }

  /// Records that `sent` bytes have gone; only a larger number than before counts as progress,
  /// so a repeated report cannot keep a stalled chunk alive.
  func sent(_ sent: Int64) {
    let now = elapsed()
    progress.withLock { progress in
      guard sent > progress.sent else { return }
      progress = (sent, now)
    }
  }

  /// Returns true once `limit` passes with no progress; false when cancelled first.
  func stalled() async -> Bool {
    var wait = limit
    while true {
      do {
        try await clock.sleep(for: wait)
      } catch {
        return false
      }
      let idle = elapsed() - progress.withLock { $0.at }
      if idle >= limit { return true }
      wait = limit - idle
    }
  }
}
