import Foundation

/// A response's body, made into a value, with its header fields: what
/// ``HTTPClient/reply(to:)`` returns when the headers carry part of the answer.
///
/// ```swift
/// let reply = try await client.reply(to: Request<[Photo]>(path: "/photos"))
/// reply.value                         // the photos
/// reply.header("X-Total-Count")       // "5000", or nil
/// ```
public struct Reply<Value: Sendable>: Sendable {
  /// The body, decoded.
  public let value: Value
  /// The header fields as received (names in the server's spelling).
  public let headers: [String: String]

  /// Made by the client when a response arrives; public so a fake transport can answer the
  /// same way.
  public init(value: Value, headers: [String: String]) {
    self.value = value
    self.headers = headers
  }

  /// The value of the header field called `name`, compared case-insensitively as HTTP says;
  /// nil when the response has none.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
