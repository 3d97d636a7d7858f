import Essentials

/// Notices a chunk that has stopped moving, or moves at a trickle: fewer than `minimumBytes`
/// more body bytes sent in `limit`, on the client's clock (the whole chunk sent counts as
/// moving on, since nothing more can be sent).
///
/// A server may stall, and on Linux a resent PATCH may carry no body (the article "Uploads
/// that resume"); URLSession's timeout is not to be relied on (LINUX-NOTES.md, note 4), so each
/// chunk races this watch, and a stall becomes a failure worth resuming.
final class ChunkWatchdog: Sendable {
  let limit: Duration
  /// The fewest bytes that count as progress; 1 means any byte does.
  let minimumBytes: Int64
  /// The chunk's size: sending all of it is progress, however few bytes that took.
  let chunkBytes: Int64
  private let clock: any Clock<Duration>
  private let elapsed: @Sendable () -> Duration
  /// The most bytes reported sent, and when (on `elapsed`) that number last grew.
  private let progress = Locked<(sent: Int64, at: Duration)>((0, .zero))

  init(
    limit: Duration, minimumBytes: Int64 = 1, chunkBytes: Int64 = .max, clock: any Clock<Duration>
  ) {
    self.limit = limit
    self.minimumBytes = max(1, minimumBytes)
    self.chunkBytes = chunkBytes
    self.clock = clock
    elapsed = clock.stopwatch()
  }

  /// Records that `sent` bytes have gone; only `minimumBytes` more than at the last progress
  /// (or the whole chunk) counts as progress, so neither a repeated report nor a trickle keeps
  /// a chunk alive.
  func sent(_ sent: Int64) {
    let now = elapsed()
    progress.withLock { progress in
      let isWholeChunk = sent >= chunkBytes && sent > progress.sent
      guard sent - progress.sent >= minimumBytes || isWholeChunk else { return }
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
