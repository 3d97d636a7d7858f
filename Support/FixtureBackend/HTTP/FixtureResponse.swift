import Foundation

/// One HTTP response for the fixture server to send: a status, header fields and a body.
///
/// The server adds `Content-Length` (computed from `body`, any value set here is ignored) and
/// `Connection` itself, so a response cannot break the framing of a kept-alive connection.
///
/// ```swift
/// FixtureResponse.error(404, "No photo with id 9999")  // 404, {"error":"No photo with id 9999"}
/// FixtureResponse.json(500, Data("{not json".utf8))  // a malformed body, for a decoding test
/// ```
public struct FixtureResponse: Sendable {
  /// The status code, such as 200 or 404.
  public var status: Int
  /// Header fields in the order they are sent.
  public var headers: [(name: String, value: String)]
  /// The body, sent as is.
  public var body: Data

  /// Creates a response from its parts.
  public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of the first header field called `name`, compared case-insensitively.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// A copy with one more header field.
  public func adding(header name: String, _ value: String) -> FixtureResponse {
    var copy = self
    copy.headers.append((name, value))
    return copy
  }
}

extension FixtureResponse {
  /// The content type of every JSON body the server sends.
  public static let jsonContentType = "application/json; charset=utf-8"

  /// A JSON response whose body is `body`, verbatim: it need not even be valid JSON.
  public static func json(_ status: Int, _ body: Data) -> FixtureResponse {
    FixtureResponse(status: status, headers: [("Content-Type", jsonContentType)], body: body)
  }

  /// A 200 JSON response whose body is `body`, verbatim.
  public static func json(_ body: Data) -> FixtureResponse {
    json(200, body)
  }

  /// A JSON response encoding `value` with sorted keys, so equal values give identical bytes.
  public static func json(_ status: Int = 200, encoding value: some Encodable) -> FixtureResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return json(status, try encoder.encode(value))
    } catch {
      // Only a caller's own Encodable can fail (a NaN, say); say so rather than crash the tests.
      return .error(500, "The fixture could not encode its response: \(error)")
    }
  }

  /// An error response with the body `{"error": message}`.
  public static func error(_ status: Int, _ message: String) -> FixtureResponse {
    json(status, encoding: ["error": message])
  }
}
