import Networking
import TestSupport

extension HTTPClient.Options {
  /// Options for a test over a real socket that is not about time: no retries unless given,
  /// and a test clock that nobody moves, so the attempt timeout and the deadline never fire.
  ///
  /// Why: on the wall clock, a busy machine (the whole suite in parallel on two cores, beside
  /// other builds) can take longer than the 15 s attempt timeout to schedule a loopback answer,
  /// and the call then fails as "timed out" although the server answered. Tests about timeouts
  /// and pauses use a `TestClock` they move themselves (`FaultLoopbackTests`).
  static func loopback(retry: RetryPolicy = .never, coalescesRequests: Bool = true) -> Self {
    HTTPClient.Options(retry: retry, coalescesRequests: coalescesRequests, clock: TestClock())
  }
}
