import Models

/// A failed attempt, and the time left before the service tries again on its own.
///
/// What a screen shows while a client waits out its backoff: what happened, which attempt
/// comes next, and a countdown the view model keeps current.
public struct RetryCountdown: Hashable, Sendable {
  /// Why the last attempt failed.
  public let failure: LoadFailure
  /// The attempt that starts when the countdown ends, from 2.
  public let nextAttempt: Int
  /// How many attempts the service makes in all.
  public let maxAttempts: Int
  /// The time left; zero once the next attempt is under way.
  public internal(set) var remaining: Duration

  /// Creates a countdown; view models make them from a service's ``RetryNotice``.
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

/// Keeps a ``RetryCountdown`` current on an injected clock: one tick now, one each time the
/// whole seconds left change, and a last one at zero.
///
/// Owned by a view model; starting it again, or stopping it, ends the countdown before.
@MainActor
final class RetryCountdownTimer {
  private let clock: any Clock<Duration>
  private var task: Task<Void, Never>?

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  /// Counts down from `notice`'s pause, handing each value to `tick` on the main actor.
  func start(_ notice: RetryNotice, tick: @escaping @MainActor (RetryCountdown) -> Void) {
    stop()
    var countdown = RetryCountdown(notice)
    tick(countdown)
    let clock = clock
    task = Task {
      while countdown.remaining > .zero {
        // First to the next whole second, then a second at a time: "3 s", "2 s", "1 s".
        let fraction = countdown.remaining - .seconds(countdown.remaining.components.seconds)
        let step = fraction > .zero ? fraction : min(.seconds(1), countdown.remaining)
        do {
          try await clock.sleep(for: step)
        } catch {
          return
        }
        // Stopped while the clock woke this task: the tick would be stale.
        guard !Task.isCancelled else { return }
        countdown.remaining -= step
        tick(countdown)
      }
    }
  }

  /// Ends the countdown; no tick follows.
  func stop() {
    task?.cancel()
    task = nil
  }
}
