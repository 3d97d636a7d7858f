import Essentials

/// Turns "bytes confirmed plus bytes in flight" into progress that never goes backwards, and
/// keeps apart the bytes the server confirmed (its `Upload-Offset`).
///
/// After a dropped connection bytes are sent again: the bar waits while they catch up.
final class ProgressMeter: Sendable {
  let total: Int64
  /// The furthest count of bytes sent, and of bytes confirmed, passed on so far.
  private let reported = Locked<(completed: Int64, confirmed: Int64)>((-1, 0))
  private let continuation: AsyncThrowingStream<TransferProgress, any Error>.Continuation

  init(total: Int64, continuation: AsyncThrowingStream<TransferProgress, any Error>.Continuation) {
    self.total = total
    self.continuation = continuation
  }

  /// Passes on `completed` bytes sent if that is further than before.
  func report(_ completed: Int64) { pass(completed: completed, confirmed: nil) }

  /// Passes on that the server holds `offset` bytes: confirmed, and so sent too.
  func confirm(_ offset: Int64) { pass(completed: offset, confirmed: offset) }

  private func pass(completed: Int64, confirmed: Int64?) {
    let sent = min(max(0, completed), total)
    // Yielding under the lock keeps values from two threads (the loop and the session's
    // delegate queue) in increasing order.
    reported.withLock { last in
      // The server's offset is what it holds now (it may have lost bytes it took before).
      let held = confirmed.map { min(max(0, $0), total) } ?? last.confirmed
      guard sent > last.completed || held != last.confirmed else { return }
      last = (max(last.completed, sent), held)
      continuation.yield(
        TransferProgress(completed: last.completed, confirmed: held, total: total))
    }
  }
}
