import Models

/// Notices a chunk that has stopped moving: no body bytes sent for `limit`, on the client's
/// clock.
///
/// Two things make a PATCH hang without it. A server may stall mid-upload; and on Linux, when a
/// reused connection drops mid-body, libcurl resends the request by itself but cannot rewind
/// the body (FoundationNetworking offers a new body stream to per-task delegates only), so it
/// sends the head and then nothing. URLSession's own timeout is not to be relied on
/// (Linux note 4), so the uploader races each chunk against this watch instead, and
/// a stall becomes a failure worth resuming: ask the server's offset, send from there.
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
