import Foundation

/// Runs `work`, which blocks (a child process, a blocking read), on a thread of its own, and
/// awaits its result.
///
/// Async tests share a few threads, as many as the machine has cores. A test that blocks one
/// of them (waiting for a sample to exit, say) stalls every other test's async work until it
/// is done, and on a busy two-core machine that is what made tests overrun their time limits.
///
/// ```swift
/// let output = try await onOwnThread { try runSampleToTheEnd() }
/// ```
public func onOwnThread<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result(catching: work)) }.start()
  }
}
