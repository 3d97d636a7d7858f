import HTTPTransport
import Networking

extension HTTPClient.Options {
  /// Options for a test over a real socket that is not about time: no retries unless given,
  /// and an attempt timeout and a deadline far beyond anything a loopback answer takes.
  ///
  /// Why far, and not the defaults: a busy machine (the whole suite in parallel on two cores,
  /// beside other builds) can take longer than the 15 s attempt timeout to get round to a
  /// loopback answer, and the call then fails as "timed out" although the server answered.
  /// Why not a clock nobody moves: under the thread sanitizer, FoundationNetworking now and
  /// then never finishes a task cancelled at the instant it began (the race
  /// `ThumbnailCancellationLoopbackTests` provokes); the client's own timeout is what ends
  /// such a call, and with a frozen clock one run of the sanitizer's suite waited forever.
  /// Tests about timeouts and pauses use a `TestClock` they move themselves
  /// (`FaultLoopbackTests`).
  static func loopback(retry: RetryPolicy = .never, coalescesRequests: Bool = true) -> Self {
    HTTPClient.Options(
      retry: retry, attemptTimeout: .seconds(120), deadline: .seconds(240),
      coalescesRequests: coalescesRequests)
  }
}
