#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The two faults that never end on their own: a body with no end, and an upload taken in at a
// trickle. Both stop when the client hangs up, which is the behaviour under test.
extension Connection {
  /// A 200 with no `Content-Length` whose body is `[` and then spaces, sent 64 KiB at a time as
  /// fast as the client reads them, until the client goes or about `limit` bytes have gone.
  func sendEndless(upTo limit: Int) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: \(FixtureResponse.jsonContentType)\r\n"
      + "Connection: close\r\n\r\n["
    guard socket.send(Array(head.utf8)) else { return }
    let slice = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
    var sent = 0
    while sent < limit, socket.send(slice) { sent += slice.count }
  }

  /// Takes at most `bytesPerSecond` of the `length`-byte body each second into `sink` (what
  /// arrives is stored), never answering, until the client hangs up or the body is complete.
  /// `pending` is what arrived with the head.
  func trickle(_ length: Int, into sink: any BodySink, bytesPerSecond rate: Int, pending: [UInt8]) {
    var remaining = length
    var waiting = pending[...]
    while remaining > 0 {
      if waiting.isEmpty {
        var more: [UInt8] = []
        guard socket.receive(appendingTo: &more, atMost: min(rate, remaining)) else { break }
        waiting = more[...]
      }
      let count = min(remaining, rate, waiting.count)
      guard sink.receive(waiting.prefix(count)) else { return }
      waiting = waiting.dropFirst(count)
      remaining -= count
      guard pausesWhileClientStays() else { break }
    }
    sink.abandon()
  }

  /// Waits a second between sips; false once the client has hung up (or the server shut the
  /// socket to stop), since the kernel would otherwise go on handing out what it buffered.
  private func pausesWhileClientStays() -> Bool {
    #if canImport(Glibc)
      // POLLRDHUP (0x2000): the peer closed its side; HUP and errors are reported anyway.
      var watched = [pollfd(fd: socket.raw, events: Int16(0x2000), revents: 0)]
      return poll(&watched, 1, 1000) == 0
    #else
      _ = poll(nil, 0, 1000)
      return true
    #endif
  }
}
