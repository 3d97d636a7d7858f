import Essentials
import Models
import Observation

/// Returns once `condition` holds, re-checking it each time something it reads changes: the
/// one way a test waits for state to settle.
///
/// The condition reads observable state: a view model (`@Observable`), or an ``Observed`` box
/// a fake or a recorder updates from any thread. A test advances its clock, then waits for the
/// state that should follow, without sleeping, polling or spinning on `Task.yield()`. A
/// condition that never comes true waits until the test is cancelled, so use it in suites with
/// `.timeLimit`: the limit fails the test and its cancellation ends the wait.
///
/// Events that are not state (a caller joined a flight, a task ended) come as an
/// `AsyncStream` the code under test or a fake signals; wait for them with the stream's
/// `first(where:)`.
///
/// ```swift
/// clock.advance(by: .seconds(1))
/// await waitUntil { screen.state == .uploading(TransferProgress(completed: 1_000, total: 3_000)) }
/// ```
@MainActor
public func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition(), !Task.isCancelled {
    let wake = Wake()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        wake.arm(continuation)
        let holds = withObservationTracking {
          condition()
        } onChange: {
          wake.fire()
        }
        // It came true between the check above and the tracking: nothing would wake us.
        if holds { wake.fire() }
      }
    } onCancel: {
      wake.fire()
    }
  }
}

/// One wait resumed once, by whichever comes first: a change or the test's cancellation.
private final class Wake: Sendable {
  private let state = Locked<(waiting: CheckedContinuation<Void, Never>?, fired: Bool)>(
    (nil, false))

  func arm(_ continuation: CheckedContinuation<Void, Never>) {
    let firedAlready = state.withLock { state in
      if !state.fired { state.waiting = continuation }
      return state.fired
    }
    if firedAlready { continuation.resume() }
  }

  func fire() {
    let waiting = state.withLock { state in
      defer { (state.waiting, state.fired) = (nil, true) }
      return state.waiting
    }
    waiting?.resume()
  }
}
