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

/// What becomes of a streamed request once its head has arrived.
enum StreamedBody {
  /// The body goes into the sink as it arrives.
  case accepted(any BodySink)
  /// The request is refused before its body is read: the answer goes out at once and the
  /// connection closes. This is what real servers do, and it matters: a client that resends a
  /// PATCH on its own (libcurl does after a reused connection drops) may send the head with no
  /// body at all, and a server waiting for that body would wait for ever.
  case refused(FixtureResponse)
}

/// A route whose requests stream their body into a sink, chosen once the head has arrived.
struct BodyRoute: Sendable {
  /// Accepts or refuses a matched request (whose `body` is still empty), given the pattern's
  /// `:` parameters.
  typealias Opener = @Sendable (FixtureRequest, [String]) -> StreamedBody

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
