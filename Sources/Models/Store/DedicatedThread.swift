import Foundation

/// Runs blocking work (file I/O, `fsync`) on a thread of its own and awaits its result.
///
/// Swift's cooperative pool has as many threads as cores (two, on a small machine); a blocked
/// pool thread stalls every task waiting for it. A short-lived `Thread` per call costs tens of
/// microseconds, nothing next to an `fsync`.
enum DedicatedThread {
  /// The value `work` returns, or the error it throws, computed on a new thread named `name`.
  static func run<Value: Sendable>(
    _ name: String, _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread {
        continuation.resume(with: Result { try work() })
      }
      thread.name = name
      thread.start()
    }
  }
}
