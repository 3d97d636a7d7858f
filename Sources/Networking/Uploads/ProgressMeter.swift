import Models

/// Turns "bytes confirmed plus bytes in flight" into progress that never goes backwards.
///
/// After a dropped connection bytes are sent again: the bar waits while they catch up.
final class ProgressMeter: Sendable {
  let total: Int64
  private let reported = Locked<Int64>(-1)
  private let continuation: AsyncThrowingStream<TransferProgress, any Error>.Continuation

  init(total: Int64, continuation: AsyncThrowingStream<TransferProgress, any Error>.Continuation) {
    self.total = total
    self.continuation = continuation
  }

  /// Passes on `completed` bytes if that is further than before.
  func report(_ completed: Int64) {
    let value = min(max(0, completed), total)
    // Yielding under the lock keeps values from two threads (the loop and the session's
    // delegate queue) in increasing order.
    reported.withLock { last in
      guard value > last else { return }
      last = value
      continuation.yield(TransferProgress(completed: value, total: total))
    }
  }
}
