import Foundation

/// One HTTP request as the fixture server received it, already parsed and percent-decoded.
///
/// Handlers and `intercept` closures see this, never raw bytes.
///
/// ```swift
/// let server = try FixtureServer.start { request in
///   request.path == "/photos" ? .error(500, "Boom") : nil
/// }
/// ```
public struct FixtureRequest: Sendable {
  /// The method, as sent: "GET", "POST", "PATCH"...
  public var method: String
  /// The percent-decoded path without the query, such as "/albums/3/photos".
  public var path: String
  /// The percent-decoded query items in the order sent. A `+` stays a plus sign, as URLComponents
  /// encodes it.
  public var queryItems: [URLQueryItem]
  /// The header fields in the order sent, names as the client spelled them.
  public var headers: [(name: String, value: String)]
  /// The body, read to exactly its `Content-Length` (empty when there is none).
  public var body: Data

  /// Creates a request from its parts; the server builds these, tests of handlers may too.
  public init(
    method: String, path: String, queryItems: [URLQueryItem] = [],
    headers: [(name: String, value: String)] = [], body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
  }

  /// The value of the first header field called `name`, compared case-insensitively as HTTP says.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The values of every query item called `name` (a filter may repeat: `albumId=1&albumId=2`).
  public func queryValues(_ name: String) -> [String] {
    queryItems.filter { $0.name == name }.map { $0.value ?? "" }
  }
}
