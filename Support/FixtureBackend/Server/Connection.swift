import Foundation

/// One client connection: reads requests one after another and answers each, until either side
/// closes it.
///
/// HTTP/1.1 keeps connections open by default and URLSession reuses them, so a connection serves
/// any number of requests. Bytes that arrive early (a pipelined next request) stay in `buffer`.
struct Connection {
  /// Header bytes beyond this earn a 431 instead of an ever-growing buffer.
  static let maximumHeadSize = 16 * 1024
  /// Bodies beyond this earn a 413; uploads in tests are far smaller.
  static let maximumBodySize = 64 * 1024 * 1024

  let socket: Descriptor
  let router: FixtureRouter
  private var buffer: [UInt8] = []

  init(socket: Descriptor, router: FixtureRouter) {
    self.socket = socket
    self.router = router
  }

  /// Serves requests until the client closes, asks to close, or sends something unparseable.
  mutating func serve() {
    while true {
      var request: FixtureRequest
      let keepAlive: Bool
      var streamedResponse: FixtureResponse?
      var fault: Fault?
      do throws(HTTPError) {
        guard let (head, length) = try readHead() else { return }
        let target = try RequestTarget(decoding: head.target)
        request = FixtureRequest(
          method: head.method, path: target.path, queryItems: target.queryItems,
          headers: head.headers)
        keepAlive = head.wantsKeepAlive
        // A staged fault may cut the upload off, or answer instead of the route (Faults/).
        fault = router.faults?.take(for: request.method, request.path)
        if let faults = router.faults, fault == .resetMidUpload {
          if case .accepted(let sink)? = router.streamedBody(for: request) {
            // An upload keeps the half that arrived, as a real server keeps what it received.
            _ = stream(length, of: head, into: sink, cutAfter: length / 2)
            faults.announce(.resetMidUpload, on: request.path)
            socket.resetOnClose()
          } else {
            resetDuringUpload(of: length, path: request.path, faults: faults)
          }
          return
        }
        if let faults = router.faults, case .trickleUpload(let rate)? = fault,
          case .accepted(let sink)? = router.streamedBody(for: request)
        {
          faults.announce(.trickleUpload(bytesPerSecond: rate), on: request.path)
          trickle(length, into: sink, bytesPerSecond: rate, pending: buffer)
          return
        }
        if fault == .doublePages { request.widenPage() }
        if let replacement = fault?.replacement(for: request) {
          _ = try readBody(length, of: head)
          streamedResponse = replacement
        } else if let streamed = router.streamedBody(for: request) {
          // An upload chunk: its body goes to the sink as it arrives, never whole into memory.
          switch streamed {
          case .accepted(let sink):
            guard let response = stream(length, of: head, into: sink) else { return }
            streamedResponse = response
          case .refused(let answer):
            refuse(answering: answer)
            return
          }
        } else {
          request.body = try readBody(length, of: head)
        }
      } catch {
        // After a framing error the rest of the stream cannot be trusted: answer, then close.
        refuse(with: error)
        return
      }
      let response = streamedResponse ?? router.respond(to: request)
      let keepOpen = keepAlive && !response.asksToClose
      if let faults = router.faults, let fault {
        guard deliver(response, for: request, keepAlive: keepOpen, with: fault, faults: faults)
        else { return }
        continue
      }
      let bytes = response.serialized(keepAlive: keepOpen, includingBody: request.method != "HEAD")
      guard socket.send(bytes), keepOpen else { return }
    }
  }

  /// Answers with the error, then closes gently so the client can read that answer.
  ///
  /// Closing a socket with unread bytes in it (an oversized head or body) makes the kernel send a
  /// reset, which can destroy the answer before the client reads it. So: send, finish writing, and
  /// read what the client still sends (up to a limit) until it closes its side.
  private mutating func refuse(with error: HTTPError) {
    refuse(answering: error.response)
  }

  /// Sends `answer` and closes gently, as `refuse(with:)` does.
  private mutating func refuse(answering answer: FixtureResponse) {
    guard socket.send(answer.serialized(keepAlive: false, includingBody: true)) else { return }
    socket.shutdown(writingOnly: true)
    var discarded = 0
    while discarded < Self.maximumHeadSize * 64, socket.receive(appendingTo: &buffer) {
      discarded += buffer.count
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// Reads one request's head, and the length of the body that follows it; nil if the client
  /// closed the connection between requests. The head's bytes leave `buffer`.
  private mutating func readHead() throws(HTTPError) -> (RequestHead, Int)? {
    // RFC 9112 asks servers to ignore blank lines before a request line.
    while buffer.starts(with: [13, 10]) { buffer.removeFirst(2) }
    var headEnd = endOfHead()
    while headEnd == nil {
      guard buffer.count <= Self.maximumHeadSize else {
        throw HTTPError(status: 431, message: "Request head exceeds \(Self.maximumHeadSize) bytes")
      }
      guard socket.receive(appendingTo: &buffer) else { return nil }
      while buffer.starts(with: [13, 10]) { buffer.removeFirst(2) }
      headEnd = endOfHead()
    }
    guard let headEnd, headEnd <= Self.maximumHeadSize else {
      throw HTTPError(status: 431, message: "Request head exceeds \(Self.maximumHeadSize) bytes")
    }
    let head = try RequestHead.parse(buffer[..<headEnd])
    if head.header("Transfer-Encoding") != nil {
      throw HTTPError(status: 501, message: "Chunked request bodies are not supported")
    }
    let length = try head.contentLength()
    guard length <= Self.maximumBodySize else {
      throw HTTPError(status: 413, message: "Request body exceeds \(Self.maximumBodySize) bytes")
    }
    buffer.removeFirst(headEnd + 4)
    return (head, length)
  }

  /// Reads a whole `length`-byte body.
  private mutating func readBody(_ length: Int, of head: RequestHead) throws(HTTPError) -> Data {
    sendContinueIfExpected(length, by: head)
    while buffer.count < length {
      guard socket.receive(appendingTo: &buffer) else {
        throw .badRequest("The connection closed before the \(length)-byte body arrived")
      }
    }
    let body = Data(buffer[..<length])
    buffer.removeFirst(length)
    return body
  }

  /// Hands a `length`-byte body to `sink` one socket read at a time; returns the sink's answer,
  /// or nil when the connection ended early or the sink dropped it (either way: close it).
  /// With `cutAfter`, only that many bytes are read, as if the connection then failed.
  private mutating func stream(
    _ length: Int, of head: RequestHead, into sink: any BodySink, cutAfter cut: Int? = nil
  ) -> FixtureResponse? {
    sendContinueIfExpected(length, by: head)
    var remaining = cut ?? length
    while remaining > 0 {
      if buffer.isEmpty {
        guard socket.receive(appendingTo: &buffer) else {
          sink.abandon()
          return nil
        }
      }
      let count = min(remaining, buffer.count)
      let keepReading = sink.receive(buffer[..<count])
      buffer.removeFirst(count)
      remaining -= count
      guard keepReading else { return nil }
    }
    guard cut == nil else {
      sink.abandon()
      return nil
    }
    return sink.finish()
  }

  /// The client holds the body back until told to go on (curl does this for larger uploads).
  private func sendContinueIfExpected(_ length: Int, by head: RequestHead) {
    if buffer.count < length, head.header("Expect")?.lowercased() == "100-continue" {
      _ = socket.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }
  }

  /// The index of the CRLF CRLF that ends the head, if it has arrived.
  private func endOfHead() -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
      && buffer[index + 3] == 10
    {
      return index
    }
    return nil
  }
}
