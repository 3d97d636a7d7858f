extension RetryPolicy {
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
