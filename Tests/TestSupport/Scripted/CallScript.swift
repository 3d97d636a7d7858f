import Essentials
import Models

/// The scripted part of a fake service, for any service: it records every call, and lets a
/// test make the next call of a kind fail, or hold it open until the test releases it, so a
/// race between two calls is played in the order the test chooses, without sleeping.
///
/// A call with nothing scripted for its kind gets the fake's own answer (a fake server's, say).
/// Directions of one kind are used in the order given.
///
/// ```swift
/// let script = CallScript<TodoCall>()
/// script.fail(.update, with: FakeFailure("503"))   // the next update throws
/// let held = script.hold(.list)                     // the next list waits...
/// await waitUntil { held.hasArrived.value }
/// held.release()                                    // ...until now
/// ```
public final class CallScript<Kind: Hashable & Sendable>: Sendable {
  /// One call as received: its kind and how it was called, e.g. `update(id: 3, ...)`.
  public struct Call: Hashable, Sendable {
    /// The kind of call.
    public let kind: Kind
    /// The call with its arguments, for a test to check.
    public let description: String
  }

  private enum Direction: Sendable {
    case fail(FakeFailure)
    case hold(HeldCall)
    /// Held after the fake has done its work, before the answer goes back.
    case holdAnswer(HeldCall)

    var isBefore: Bool {
      if case .holdAnswer = self { false } else { true }
    }
  }

  private let directions = Locked<[(kind: Kind, direction: Direction)]>([])
  /// Every call so far, in order; ``waitUntil(_:)`` can watch it.
  public let calls = Observed<[Call]>([])

  /// Creates a script with nothing scripted: every call gets the fake's own answer.
  public init() {}

  /// Makes the next call of `kind` throw `failure` (and change nothing).
  public func fail(_ kind: Kind, with failure: FakeFailure) {
    directions.withLock { $0.append((kind, .fail(failure))) }
  }

  /// Makes the next call of `kind` wait until the returned call is released or failed.
  public func hold(_ kind: Kind) -> HeldCall {
    let held = HeldCall()
    directions.withLock { $0.append((kind, .hold(held))) }
    return held
  }

  /// Lets the next call of `kind` do its work (a write reaches the server), then holds its
  /// answer until the returned call is released or failed: an answer slow to come back, or lost.
  public func holdAnswer(_ kind: Kind) -> HeldCall {
    let held = HeldCall()
    directions.withLock { $0.append((kind, .holdAnswer(held))) }
    return held
  }

  /// The calls of `kind` so far.
  public func calls(of kind: Kind) -> [Call] { calls.value.filter { $0.kind == kind } }

  /// Records a call of `kind`, then follows its direction: returns at once (or once released)
  /// for the fake to answer, or throws.
  public func enter(_ kind: Kind, _ description: String) async throws {
    calls.update { $0.append(Call(kind: kind, description: description)) }
    let direction = take(kind) { $0.isBefore }
    switch direction {
    case nil, .holdAnswer: return
    case .fail(let failure): throw failure
    case .hold(let held): try await held.wait()
    }
  }

  /// Called by the fake once a call of `kind` has done its work: holds the answer if the
  /// script says so.
  public func leave(_ kind: Kind) async throws {
    guard case .holdAnswer(let held) = take(kind, where: { !$0.isBefore }) else { return }
    try await held.wait()
  }

  private func take(_ kind: Kind, where fits: (Direction) -> Bool) -> Direction? {
    directions.withLock { directions in
      directions.firstIndex { $0.kind == kind && fits($0.direction) }.map {
        directions.remove(at: $0).direction
      }
    }
  }
}

/// A call a test holds open: it has arrived (``hasArrived``) and waits until the test releases
/// it, to be answered as usual, or fails it. Cancelling the caller ends the wait too.
public final class HeldCall: Sendable {
  private enum Outcome: Sendable {
    case released
    case failed(any Error)
  }

  private let state = Locked<(outcome: Outcome?, waiter: CheckedContinuation<Outcome, Never>?)>(
    (nil, nil))
  /// Whether the call has arrived and is being held.
  public let hasArrived = Observed(false)

  /// Lets the call go on, to be answered as if it had never been held.
  public func release() { resolve(.released) }

  /// Makes the call throw `failure`, changing nothing.
  public func fail(with failure: FakeFailure) { resolve(.failed(failure)) }

  func wait() async throws {
    hasArrived.update { $0 = true }
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let decided = state.withLock { state in
          if state.outcome == nil { state.waiter = continuation }
          return state.outcome
        }
        if let decided { continuation.resume(returning: decided) }
      }
    } onCancel: {
      resolve(.failed(CancellationError()))
    }
    if case .failed(let error) = outcome { throw error }
  }

  private func resolve(_ outcome: Outcome) {
    let waiter = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: outcome)
  }
}
