import Essentials
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
  /// What went wrong with a request: the facts a program acts on as values, and one line for a
  /// person (`Server returned 404 Not Found: no photo with id 999999`).
  public enum Failure: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// No complete HTTP response arrived from `URL`; `reason` says why, in a few words.
    case unreachable(URL, reason: String)
    /// `URL` answered, but not in HTTP the client can read (no status line, a broken chunked
    /// body, headers past libcurl's limit); `reason` says which.
    case malformedResponse(URL, reason: String)
    /// The server answered with a status outside 200–299; `message` is from the body, if any.
    case status(code: Int, message: String?)
    /// The body did not decode; `path` locates the failing value (`[3].albumId`), if any.
    case undecodable(path: String, reason: String)
    /// The calling task was cancelled, or the client shut down, before a response arrived.
    case cancelled
    /// A URL the client was given or built is not an absolute http or https URL.
    case invalidURL(String, reason: String)
    /// One attempt got no complete answer from `URL` within the client's attempt timeout.
    case timedOut(URL, after: Duration)
    /// The whole call, retries included, outlasted the client's deadline and was stopped.
    case deadlineExceeded(URL, after: Duration)
    /// The body from `URL` is larger than the client accepts (`limit` bytes).
    case tooLarge(URL, limit: Int)
    /// The server redirected from `URL` and the client refused to follow, for `reason`.
    case redirectRefused(URL, reason: String)
    /// The redirects from `URL` came back to a URL already visited, or went on too long.
    case redirectLoop(URL, hops: Int)
    /// Every attempt the retry policy allowed failed; `retryAfter` is set when the server asked
    /// for a longer pause than the policy would wait.
    indirect case retriesExhausted(attempts: Int, last: Failure, retryAfter: Duration?)

    /// One line for a person, without a trailing period.
    public var description: String {
      switch self {
      case .unreachable(let url, let reason):
        "Could not reach \(Self.hostAndPort(of: url)): \(reason)"
      case .malformedResponse(let url, let reason):
        "The answer from \(Self.hostAndPort(of: url)) is not valid HTTP: \(reason)"
      case .status(let code, let message):
        "Server returned \(code) \(Self.reasonPhrase(for: code))"
          + (message.map { ": \($0)" } ?? "")
      case .undecodable(let path, let reason):
        "The response could not be read: " + (path.isEmpty ? reason : "\(path): \(reason)")
      case .cancelled: "The request was cancelled"
      case .invalidURL(let url, let reason): "Cannot use the URL \(url): \(reason)"
      case .timedOut(let url, let limit):
        "No answer from \(Self.hostAndPort(of: url)) within \(DurationText.spoken(limit))"
      case .deadlineExceeded(let url, let limit):
        "Gave up on \(Self.hostAndPort(of: url)) after \(DurationText.spoken(limit)), the client's deadline"
      case .tooLarge(let url, let limit):
        "The response from \(Self.hostAndPort(of: url)) is larger than the "
          + "\(ByteCountText.text(Int64(limit))) limit"
      case .redirectRefused(let url, let reason):
        "Did not follow the redirect from \(Self.hostAndPort(of: url)): \(reason)"
      case .redirectLoop(let url, let hops):
        "The redirects from \(Self.hostAndPort(of: url)) go round in a loop "
          + "(\(hops == 1 ? "1 redirect" : "\(hops) redirects"))"
      case .retriesExhausted(let attempts, let last, let retryAfter?):
        "Gave up after \(Self.attempts(attempts)); the server asked to wait "
          + "\(DurationText.spoken(retryAfter)): \(last)"
      case .retriesExhausted(let attempts, let last, nil):
        "Gave up after \(Self.attempts(attempts)): \(last)"
      }
    }

    /// The same line as `description`, so `localizedDescription` reads well on every platform.
    public var errorDescription: String? { description }

    /// "1 attempt", "3 attempts".
    private static func attempts(_ count: Int) -> String {
      count == 1 ? "1 attempt" : "\(count) attempts"
    }

    /// `host:port`, or the whole URL when it has no host.
    private static func hostAndPort(of url: URL) -> String {
      guard let host = url.host(), !host.isEmpty else { return url.absoluteString }
      return url.port.map { "\(host):\($0)" } ?? host
    }

    /// "Not Found" for 404, capitalized: Linux and Darwin case Foundation's phrases differently.
    private static func reasonPhrase(for code: Int) -> String {
      HTTPURLResponse.localizedString(forStatusCode: code).capitalized
    }
  }
}
