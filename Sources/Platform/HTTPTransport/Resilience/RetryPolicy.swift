import Foundation

/// When the client tries a failed request again, and how long it waits first.
///
/// A plain value with pure functions, so tests ask it what the client asks, with no network and
/// no clock. The pause before retry *n* is `initialDelay × multiplier^(n-1)`, at most
/// `maximumDelay`, less a random part (`jitter`), so clients that failed together do not all
/// come back at once.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 4, initialDelay: .seconds(1))
/// policy.backoff(beforeRetry: 3, unit: 0)  // 4 s: 1 s, then 2 s, then 4 s
/// policy.backoff(beforeRetry: 3, unit: 1)  // 2 s: half of it is jitter
/// ```
public struct RetryPolicy: Sendable, Hashable {
  /// Attempts in all, the first included; 1 never retries.
  public var maxAttempts: Int
  /// The pause before the first retry, before jitter.
  public var initialDelay: Duration
  /// How much each pause grows over the one before.
  public var multiplier: Double
  /// The longest pause, before jitter, however many retries came before.
  public var maximumDelay: Duration
  /// The fraction of each pause, from 0 to 1, that is random: 0.5 waits half to all of it.
  public var jitter: Double
  /// The time attempts and pauses may take together: no pause may end past it.
  public var budget: Duration
  /// The statuses worth another try: timeouts, rate limits and passing server trouble.
  public var retryableStatuses: Set<Int>

  /// Creates a policy; the defaults are ``standard``.
  public init(
    maxAttempts: Int = 3,
    initialDelay: Duration = .milliseconds(500),
    multiplier: Double = 2,
    maximumDelay: Duration = .seconds(8),
    jitter: Double = 0.5,
    budget: Duration = .seconds(20),
    retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.initialDelay = initialDelay
    self.multiplier = max(1, multiplier)
    self.maximumDelay = maximumDelay
    self.jitter = min(max(jitter, 0), 1)
    self.budget = budget
    self.retryableStatuses = retryableStatuses
  }

  /// Three attempts, pauses from half a second with half of each random, twenty seconds in all.
  public static let standard = RetryPolicy()

  /// One attempt: failures are reported as they happen.
  public static let never = RetryPolicy(maxAttempts: 1)

  /// The pause before retry number `retry` (from 1); `unit`, from 0 up to 1, takes that share
  /// of the jitter off.
  public func backoff(beforeRetry retry: Int, unit: Double) -> Duration {
    let growth = pow(multiplier, Double(max(0, retry - 1)))
    // Compare in seconds first: a large exponent would overflow a Duration.
    let seconds = min(initialDelay / .seconds(1) * growth, maximumDelay / .seconds(1))
    let random = min(max(unit, 0), 1)
    return .seconds(seconds * (1 - jitter * random))
  }

  /// Whether a failure is worth another try, whatever the count or the clock say: transport
  /// trouble and `retryableStatuses` are; cancellation, an undecodable body (the same bytes will
  /// come again) and the client's own refusals are not.
  public func isRetryable(_ failure: HTTPClient.Failure) -> Bool {
    switch failure {
    case .unreachable, .timedOut: true
    case .status(let code, _): retryableStatuses.contains(code)
    case .undecodable, .malformedResponse, .cancelled, .invalidURL, .deadlineExceeded, .tooLarge,
      .redirectRefused, .redirectLoop, .retriesExhausted:
      false
    }
  }

  /// What to do after an attempt failed.
  public enum Decision: Hashable, Sendable {
    /// Try again after this pause.
    case retry(after: Duration)
    /// Stop, and report the failure, for this reason.
    case stop(StopReason)
  }

  /// Why the retries ended.
  public enum StopReason: Hashable, Sendable {
    /// The failure is not one another try can fix.
    case notRetryable
    /// Every allowed attempt has been made.
    case attemptsExhausted
    /// The next pause would end past the budget.
    case budgetExhausted
    /// The server asked for a pause longer than the budget has left.
    case serverAskedToWait(Duration)
  }

  /// Decides what follows attempt number `attempt` failing with `failure`, `elapsed` after the
  /// first started. A `retryAfter` the server asked for replaces the backoff: it knows best when
  /// it will be ready. `unit` is the jitter's random number.
  public func decision(
    after failure: HTTPClient.Failure, attempt: Int, elapsed: Duration,
    retryAfter: Duration? = nil, unit: Double
  ) -> Decision {
    guard isRetryable(failure) else { return .stop(.notRetryable) }
    guard attempt < maxAttempts else { return .stop(.attemptsExhausted) }
    let remaining = budget - elapsed
    if let retryAfter {
      return retryAfter <= remaining
        ? .retry(after: retryAfter) : .stop(.serverAskedToWait(retryAfter))
    }
    let pause = backoff(beforeRetry: attempt, unit: unit)
    return pause <= remaining ? .retry(after: pause) : .stop(.budgetExhausted)
  }
}
