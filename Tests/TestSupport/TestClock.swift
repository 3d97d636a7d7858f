import Essentials
import Models

/// A clock that moves only when a test says so, so timing is tested without sleeping.
///
/// Code under test sleeps on it as on any `Clock`; the test calls ``advance(by:)`` to let time
/// pass, and ``waitForSleepers(_:)`` to know the code has reached its sleep before advancing.
///
/// ```swift
/// let clock = TestClock()
/// let task = Task { try await clock.sleep(for: .seconds(2)) }
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(2))   // the sleep returns now
/// ```
public final class TestClock: Clock, Sendable {
  /// A point on the test clock's timeline.
  public struct Instant: InstantProtocol {
    /// Time since the clock was created.
    public var offset: Duration

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Orders instants by their offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    /// Set once the test stopped driving the clock (see `abandon(waiter:)`).
    var abandoned = false
    var sleepers: [Sleeper] = []
    var sleeperWaiters: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] =
      []

    /// Removes and returns the waiters whose sleeper count has been reached.
    mutating func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
      let pending = sleepers.count
      let ready = sleeperWaiters.filter { $0.count <= pending }.map(\.continuation)
      sleeperWaiters.removeAll { $0.count <= pending }
      return ready
    }
  }

  private let state = Locked(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant; it changes only through ``advance(by:)``.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step the clock can tell apart.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock reaches `deadline`, or throws `CancellationError` when cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Register first, then resume outside the lock whatever is already due or cancelled.
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
          guard !state.abandoned else { return nil }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return state.takeSatisfiedWaiters()
        }
        guard let ready else { return continuation.resume(throwing: CancellationError()) }
        ready.forEach { $0.resume() }
        resumeDue()
        if Task.isCancelled { cancelSleeper(id) }
      }
    } onCancel: {
      cancelSleeper(id)
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline has come, in order.
  public func advance(by duration: Duration) {
    state.withLock { $0.now = $0.now.advanced(by: duration) }
    resumeDue()
  }

  /// Returns once at least `count` sleepers are waiting on this clock.
  public func waitForSleepers(_ count: Int) async {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    // Cancellation (a test's time limit, say) ends the wait, so a test whose code never
    // reaches its sleep fails instead of hanging the whole run; it also abandons the clock.
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let satisfied = state.withLock { state in
          state.sleeperWaiters.append((id, count, continuation))
          return state.takeSatisfiedWaiters()
        }
        satisfied.forEach { $0.resume() }
        if Task.isCancelled { abandon(waiter: id) }
      }
    } onCancel: {
      abandon(waiter: id)
    }
  }

  /// Ends a wait whose test was cancelled, and the test's hold on time with it: every sleeper
  /// wakes with `CancellationError` and later sleeps throw at once. A test past its time limit
  /// no longer steps the clock, so work it started and then awaits (a `Task`'s `value`) would
  /// otherwise sleep forever, and the run would never end.
  private func abandon(waiter id: Int) {
    let (waiter, sleepers) = state.withLock { state in
      state.abandoned = true
      let index = state.sleeperWaiters.firstIndex { $0.id == id }
      defer { state.sleepers = [] }
      return (index.map { state.sleeperWaiters.remove(at: $0) }, state.sleepers)
    }
    waiter?.continuation.resume()
    sleepers.forEach { $0.continuation.resume(throwing: CancellationError()) }
  }

  private func resumeDue() {
    let due = state.withLock { state in
      let due = state.sleepers.filter { $0.deadline <= state.now }
        .sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= state.now }
      return due
    }
    due.forEach { $0.continuation.resume() }
  }

  private func cancelSleeper(_ id: Int) {
    let cancelled = state.withLock { state in
      let index = state.sleepers.firstIndex { $0.id == id }
      return index.map { state.sleepers.remove(at: $0) }
    }
    cancelled?.continuation.resume(throwing: CancellationError())
  }
}
