import Observation

/// Returns once `condition` holds, re-checking it each time something it reads changes.
///
/// For state that a view model updates from a stream as it goes: a test advances the clock, then
/// waits for the state that should follow, without sleeping and without polling. A condition
/// that never comes true hangs until the suite's time limit fails the test, so use it in suites
/// with `.timeLimit`.
///
/// ```swift
/// clock.advance(by: .seconds(1))
/// await waitUntil { screen.state == .uploading(TransferProgress(completed: 1_000, total: 3_000)) }
/// ```
@MainActor
public func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() {
    await withCheckedContinuation { continuation in
      withObservationTracking {
        _ = condition()
      } onChange: {
        continuation.resume()
      }
    }
  }
}
