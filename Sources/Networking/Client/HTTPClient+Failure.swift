import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
  /// What went wrong with a request, precise enough for a program and worded for a person.
  ///
  /// View models show `localizedDescription` as it is, so every case describes itself in one
  /// line: `Server returned 404 Not Found: no photo with id 999999`. Each case keeps the facts a
  /// program acts on (the status code, the failing field) as values, not only as text.
  public enum Failure: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// No complete HTTP response arrived from `URL`: connection refused, host not found, timed out
    /// or the connection dropped. `reason` says which, in a few words.
    case unreachable(URL, reason: String)
    /// The server answered with a status outside 200–299. `message` is the body's `error` or
    /// `message` field, or else a trimmed snippet of the body; `nil` when the body was empty.
    case status(code: Int, message: String?)
    /// The body did not decode to the expected type. `path` locates the failing value, such as
    /// `[3].albumId`, and is empty when the body as a whole was unreadable.
    case undecodable(path: String, reason: String)
    /// The calling task was cancelled, or the client shut down, before a response arrived.
    case cancelled
    /// A URL the client was given or built is not an absolute http or https URL.
    case invalidURL(String, reason: String)

    /// One line for a person, without a trailing period.
    public var description: String {
      switch self {
      case .unreachable(let url, let reason):
        "Could not reach \(Self.hostAndPort(of: url)): \(reason)"
      case .status(let code, let message):
        "Server returned \(code) \(Self.reasonPhrase(for: code))"
          + (message.map { ": \($0)" } ?? "")
      case .undecodable(let path, let reason):
        "The response could not be read: " + (path.isEmpty ? reason : "\(path): \(reason)")
      case .cancelled:
        "The request was cancelled"
      case .invalidURL(let url, let reason):
        "Cannot use the URL \(url): \(reason)"
      }
    }

    /// The same line as `description`, so `localizedDescription` reads well on every platform.
    public var errorDescription: String? { description }

    /// `host:port`, or the whole URL when it has no host.
    private static func hostAndPort(of url: URL) -> String {
      guard let host = url.host(), !host.isEmpty else { return url.absoluteString }
      return url.port.map { "\(host):\($0)" } ?? host
    }

    /// "Not Found" for 404. Foundation knows the phrases but cases them differently on Linux
    /// ("Not Found") and Darwin ("not found"); capitalizing makes both print the same text.
    private static func reasonPhrase(for code: Int) -> String {
      HTTPURLResponse.localizedString(forStatusCode: code).capitalized
    }
  }
}
