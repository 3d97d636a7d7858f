import Foundation

extension HTTPClient {
  /// How the client copes with a network that misbehaves: retries, time and size limits, and
  /// logging. Time, randomness and "now" are injected, so tests pin them.
  public struct Options: Sendable {
    /// When failed idempotent requests are tried again; ``RetryPolicy/never`` turns retries off.
    public var retry: RetryPolicy
    /// How long one attempt may take, headers and body; nil for no limit. Enforced by the
    /// client: URLSession's is an idle timer in whole seconds on Linux (LINUX-NOTES.md, note 4).
    public var attemptTimeout: Duration?
    /// How long a whole call may take, every attempt and pause included; nil for no limit.
    public var deadline: Duration?
    /// The largest response body accepted, in bytes: 64 MiB by default, room for a list of
    /// 200,000 photos from a server that does not page (about 38 MB).
    public var maximumResponseSize: Int
    /// The most redirects a GET follows before the client calls it a loop.
    public var maximumRedirects: Int
    /// Whether concurrent identical GETs share one request and one decoded result.
    public var coalescesRequests: Bool
    /// Receives every request sent and every response or failure, with credentials redacted.
    public var logger: (@Sendable (HTTPLogEvent) -> Void)?
    /// The clock that times attempts, pauses and the deadline.
    public var clock: any Clock<Duration>
    /// Random numbers from 0 up to 1, for the retry jitter.
    public var random: @Sendable () -> Double
    /// The current date, for `Retry-After` dates.
    public var now: @Sendable () -> Date

    /// Creates options; the defaults suit an app talking to one API server.
    public init(
      retry: RetryPolicy = .standard,
      attemptTimeout: Duration? = .seconds(15),
      deadline: Duration? = .seconds(30),
      maximumResponseSize: Int = 64 * 1024 * 1024,
      maximumRedirects: Int = 5,
      coalescesRequests: Bool = true,
      logger: (@Sendable (HTTPLogEvent) -> Void)? = nil,
      clock: any Clock<Duration> = ContinuousClock(),
      random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
      now: @escaping @Sendable () -> Date = { Date() }
    ) {
      self.retry = retry
      self.attemptTimeout = attemptTimeout
      self.deadline = deadline
      self.maximumResponseSize = maximumResponseSize
      self.maximumRedirects = maximumRedirects
      self.coalescesRequests = coalescesRequests
      self.logger = logger
      self.clock = clock
      self.random = random
      self.now = now
    }
  }
}
