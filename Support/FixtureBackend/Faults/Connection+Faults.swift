import Foundation

// How a connection carries out a fault. `Connection.serve()` asks the plan once per request,
// right after the head, and hands the fault to the methods below.
extension Connection {
  /// The most one `Descriptor.receive` call reads.
  static let readSize = 16 * 1024

  /// Reads about half of a `length`-byte request body, then resets the connection unanswered:
  /// an upload cut off mid-way.
  ///
  /// Up to one socket read of the body may already have arrived with the head, so the wait
  /// stops that much short of half: never waiting for bytes that will not come.
  func resetDuringUpload(of length: Int, path: String, faults: FaultInjector) {
    var received: [UInt8] = []
    while received.count + Self.readSize < length / 2, socket.receive(appendingTo: &received) {}
    faults.announce(.resetMidUpload, on: path)
    socket.resetOnClose()
  }

  /// Sends `response` spoiled as `fault` says; false when the connection must end.
  func deliver(
    _ response: FixtureResponse, for request: FixtureRequest, keepAlive: Bool, with fault: Fault,
    faults: FaultInjector
  ) -> Bool {
    let withBody = request.method != "HEAD"
    let head = response.serialized(keepAlive: keepAlive, includingBody: false)
    let body = withBody ? Array(response.body) : []
    let half = body.count / 2
    switch fault {
    case .delay(let duration):
      faults.announce(fault, on: request.path)
      guard socket.staysQuiet(for: duration) else { return false }
      return socket.send(head + body) && keepAlive
    case .stallBeforeHeaders:
      faults.announce(fault, on: request.path)
      guard faults.gate?.wait(watching: socket) == true else { return false }
      return socket.send(head + body) && keepAlive
    case .stallMidBody:
      guard socket.send(head + body[..<half]) else { return false }
      faults.announce(fault, on: request.path)
      guard faults.gate?.wait(watching: socket) == true else { return false }
      return socket.send(Array(body[half...])) && keepAlive
    case .truncatedBody:
      faults.announce(fault, on: request.path)
      _ = socket.send(head + body[..<half])
      return false  // closing now leaves the announced length unmet
    case .resetMidBody:
      faults.announce(fault, on: request.path)
      _ = socket.send(head + body[..<half])
      socket.resetOnClose()
      return false
    case .oversizedBody(let bytes, false):
      faults.announce(fault, on: request.path)
      sendUnannounced(bytes)
      return false  // the close is what ends an unannounced body
    case .deflateBomb(let bytes):
      faults.announce(fault, on: request.path)
      sendBomb(decodingTo: bytes)
      return false
    case .endlessBody(let limit):
      faults.announce(fault, on: request.path)
      sendEndless(upTo: limit)
      return false
    case .htmlAnswer:
      faults.announce(fault, on: request.path)
      let page = FixtureResponse(
        status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
        body: Data("<html><body><h1>Saved</h1></body></html>".utf8))
      return socket.send(page.serialized(keepAlive: keepAlive, includingBody: withBody))
        && keepAlive
    case .resetAnswer:
      faults.announce(fault, on: request.path)
      socket.resetOnClose()
      return false
    case .status, .resetMidUpload, .malformedJSON, .wrongShapeJSON, .redirectLoop,
      .oversizedBody(_, true), .trickleUpload, .endlessPages, .doublePages:
      // The answer was replaced already (`replacement(for:)`), or the request widened before
      // the route ran (`doublePages`); it goes out whole.
      faults.announce(fault, on: request.path)
      return socket.send(head + body) && keepAlive
    }
  }

  /// A 200 whose `bytes`-byte JSON body has no `Content-Length`: it ends when the connection
  /// closes, so the client learns its size only as it arrives. Sent in slices, so a client
  /// that gives up early stops the server early too.
  private func sendUnannounced(_ bytes: Int) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: \(FixtureResponse.jsonContentType)\r\n"
      + "Connection: close\r\n\r\n"
    guard socket.send(Array(head.utf8) + [UInt8(ascii: "[")]) else { return }
    let slice = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
    var sent = 1
    while sent < bytes - 1 {
      let count = min(slice.count, bytes - 1 - sent)
      guard socket.send(Array(slice[..<count])) else { return }
      sent += count
    }
    _ = socket.send([UInt8(ascii: "]")])
  }

  /// A 200 whose body is a `DeflateBomb`, sent slice by slice until it ends or the client goes.
  private func sendBomb(decodingTo bytes: Int) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: \(FixtureResponse.jsonContentType)\r\n"
      + "Content-Encoding: deflate\r\nConnection: close\r\n\r\n"
    guard socket.send(Array(head.utf8)) else { return }
    for slice in DeflateBomb(decodedSize: bytes) where !socket.send(slice) { return }
  }
}

extension Fault {
  /// The answer that replaces the route's for `request`, or nil when the fault spoils the
  /// route's own answer instead.
  func replacement(for request: FixtureRequest, now: Date = Date()) -> FixtureResponse? {
    switch self {
    case .status(let code, let retryAfter):
      let response = FixtureResponse.error(code, "Injected fault: status \(code)")
      return retryAfter.map { response.adding(header: "Retry-After", $0.value(now: now)) }
        ?? response
    case .malformedJSON:
      return .json(200, Data(#"[{"id": 1, "title": "cut off in the mid"#.utf8))
    case .wrongShapeJSON:
      return .json(200, Data(#"{"unexpected": "shape", "items": "not a list"}"#.utf8))
    case .oversizedBody(let bytes, true):
      let spaces = Data(repeating: UInt8(ascii: " "), count: max(0, bytes - 2))
      return .json(200, Data("[".utf8) + spaces + Data("]".utf8))
    case .redirectLoop:
      var components = URLComponents()
      components.path = request.path
      components.queryItems = request.queryItems.isEmpty ? nil : request.queryItems
      return FixtureResponse(status: 302, headers: [("Location", components.string ?? "/")])
    case .endlessPages(let newPerPage):
      return Self.endlessPage(for: request, newPerPage: newPerPage)
    case .resetMidUpload, .trickleUpload:
      return nil  // an upload is never answered at all: see `Connection.serve()`
    case .delay, .stallBeforeHeaders, .stallMidBody, .truncatedBody, .resetMidBody,
      .oversizedBody(_, false), .deflateBomb, .endlessBody, .doublePages, .htmlAnswer,
      .resetAnswer:
      return nil
    }
  }
}

extension Fault {
  /// The first id of the photos `endlessPages(newPerPage:)` makes new on each page, past any
  /// id of the fixture's own photos.
  static let endlessFirstNewID = 1_000_000_000

  /// A full page of the list `request` asks for (100 rows when it names no limit), with a total
  /// that promises another page: `newPerPage` photos of it (all, when nil) have ids no earlier
  /// page had, the rest repeat ids 1, 2, 3...
  static func endlessPage(for request: FixtureRequest, newPerPage: Int?) -> FixtureResponse {
    let page = (try? ListPage(request)) ?? nil
    let start = page?.start ?? 0
    let limit = min(max(1, (page?.end ?? start + 100) - start), 1_000_000)
    let fresh = min(limit, newPerPage ?? limit)
    // Each page starts further on than the one before, by its whole length: new ids never meet.
    let repeated = (limit - fresh) > 0 ? Array(1...(limit - fresh)) : []
    let firstNew = newPerPage == nil ? start + 1 : endlessFirstNewID + start
    let ids = repeated + Array(firstNew..<(firstNew + fresh))
    var body = "["
    for (index, id) in ids.enumerated() {
      if index > 0 { body += "," }
      body +=
        #"{"albumId":1,"id":\#(id),"title":"endless \#(id)","#
        + #""url":"https://images.slim.example/600/92c952","#
        + #""thumbnailUrl":"https://images.slim.example/150/92c952"}"#
    }
    body += "]"
    return .json(200, Data(body.utf8))
      .adding(
        header: "X-Total-Count", String(start.addingReportingOverflow(2 * limit).partialValue))
  }
}

extension Fault.RetryAfter {
  /// The header's text, with a date counted from `now`.
  func value(now: Date) -> String {
    switch self {
    case .seconds(let seconds): return String(seconds)
    case .raw(let text): return text
    case .date(let seconds):
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(secondsFromGMT: 0)
      formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
      return formatter.string(from: now.addingTimeInterval(TimeInterval(seconds)))
    }
  }
}

extension FixtureRequest {
  /// Asks for twice the rows its `_limit` asks for, as `doublePages` answers: the route then
  /// sends them, with its own total.
  mutating func widenPage() {
    queryItems = queryItems.map { item in
      guard item.name == "_limit", let limit = item.value.flatMap({ Int($0) }), limit > 0,
        limit <= Int.max / 2
      else { return item }
      return URLQueryItem(name: "_limit", value: String(limit * 2))
    }
  }
}
