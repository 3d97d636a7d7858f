import Essentials
import Models

/// A failed attempt, and the time left before the service tries again on its own: what a
/// screen shows while a client waits out its backoff.
public struct RetryCountdown: Hashable, Sendable {
  /// Why the last attempt failed.
  public let failure: LoadFailure
  /// The attempt that starts when the countdown ends, from 2.
  public let nextAttempt: Int
  /// How many attempts the service makes in all.
  public let maxAttempts: Int
  /// The time left; zero once the next attempt is under way.
  public internal(set) var remaining: Duration

  /// Creates a countdown; view models make them from a service's `RetryNotice`.
  public init(failure: LoadFailure, nextAttempt: Int, maxAttempts: Int, remaining: Duration) {
    self.failure = failure
    self.nextAttempt = nextAttempt
    self.maxAttempts = maxAttempts
    self.remaining = remaining
  }

  init(_ notice: RetryNotice) {
    self.init(
      failure: LoadFailure(message: notice.reason), nextAttempt: notice.nextAttempt,
      maxAttempts: notice.maxAttempts, remaining: notice.delay)
  }
}
