/// Where a streamed request body goes, piece by piece, as it arrives from the socket.
///
/// Most routes get their body whole (`FixtureRequest.body`), which is fine for JSON. An upload
/// chunk may be megabytes, so its route receives the body through a sink instead: the connection
/// never holds more than one socket read of it. A sink lives on its connection's thread only.
protocol BodySink: AnyObject {
  /// Takes the next bytes of the body. Returning false drops the connection at once, without an
  /// answer: the sink has finished its own bookkeeping (a fault, or a newer request took over).
  func receive(_ bytes: ArraySlice<UInt8>) -> Bool
  /// Every byte of the body arrived; returns the answer to send.
  func finish() -> FixtureResponse
  /// The connection ended before the whole body arrived. What the sink kept, it keeps.
  func abandon()
}

/// A sink that reads the body only to throw it away, then sends a response decided up front.
///
/// Refusing a streamed request (a 409, a 404) before its body has been read would leave that body
/// in the connection, where it would be parsed as the next request. Reading it to the end keeps
/// the connection usable, as HTTP/1.1 asks; `Connection.maximumBodySize` bounds the cost.
final class DiscardingSink: BodySink {
  private let answer: FixtureResponse

  init(answering answer: FixtureResponse) {
    self.answer = answer
  }

  func receive(_ bytes: ArraySlice<UInt8>) -> Bool { true }
  func finish() -> FixtureResponse { answer }
  func abandon() {}
}

/// A route whose requests stream their body into a sink, chosen once the head has arrived.
struct BodyRoute: Sendable {
  /// Opens the sink for a matched request (whose `body` is still empty), given the pattern's `:`
  /// parameters. Throwing an `HTTPError` refuses the request: its body is read and discarded.
  typealias Opener = @Sendable (FixtureRequest, [String]) throws(HTTPError) -> any BodySink

  /// The method and pattern, matched as for any route.
  let route: FixtureRoute
  let open: Opener

  init(_ method: String, _ pattern: String, open: @escaping Opener) {
    // The route's own handler is never called: requests it matches never reach `respond(to:)`.
    route = FixtureRoute(method, pattern) { _, _ in
      .error(500, "A streamed route answered as a whole-body one")
    }
    self.open = open
  }
}
