/// A request the server must refuse: the status and the message for the `{"error": ...}` body.
///
/// Parsing and routing both throw it, so every refusal takes the same shape on the wire.
struct HTTPError: Error, Sendable {
  let status: Int
  let message: String

  /// The response that tells the client.
  var response: FixtureResponse { .error(status, message) }

  /// A 400: the request itself is wrong.
  static func badRequest(_ message: String) -> HTTPError {
    HTTPError(status: 400, message: message)
  }

  /// A 404: the path names nothing.
  static func notFound(_ message: String) -> HTTPError {
    HTTPError(status: 404, message: message)
  }
}
