import Essentials
import Foundation

/// One thing the client did, for a logging hook; credentials never appear (``redacted(_:)``).
///
/// ```swift
/// let options = HTTPClient.Options(logger: { event in print(event) })
/// // → GET http://127.0.0.1:8080/photos (attempt 1)
/// // ← 503 GET http://127.0.0.1:8080/photos, 52 bytes in 3 ms (attempt 1)
/// ```
public enum HTTPLogEvent: Sendable, Equatable, CustomStringConvertible {
  /// A request about to be sent, with its headers redacted.
  case request(method: String, url: URL, headers: [String: String], attempt: Int)
  /// A response that arrived, with its headers redacted; `bytes` is the body's size.
  case response(
    status: Int, method: String, url: URL, headers: [String: String], bytes: Int,
    duration: Duration, attempt: Int)
  /// An attempt that ended without a response.
  case failure(method: String, url: URL, failure: HTTPClient.Failure, attempt: Int)

  /// The headers whose values are credentials, lowercased.
  public static let sensitiveHeaders: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie",
  ]

  /// `headers` with the value of every sensitive header replaced, whatever its spelling.
  public static func redacted(_ headers: [String: String]) -> [String: String] {
    headers.reduce(into: [:]) { result, header in
      result[header.key] =
        sensitiveHeaders.contains(header.key.lowercased()) ? "<redacted>" : header.value
    }
  }

  /// One line: an arrow, the method and URL, and how it went.
  public var description: String {
    switch self {
    case .request(let method, let url, _, let attempt):
      "→ \(method) \(url.absoluteString) (attempt \(attempt))"
    case .response(let status, let method, let url, _, let bytes, let duration, let attempt):
      "← \(status) \(method) \(url.absoluteString), \(bytes) bytes in "
        + "\(DurationText.spoken(duration)) (attempt \(attempt))"
    case .failure(let method, let url, let failure, let attempt):
      "✕ \(method) \(url.absoluteString): \(failure) (attempt \(attempt))"
    }
  }
}
