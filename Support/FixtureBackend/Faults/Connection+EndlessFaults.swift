#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The two faults that never end on their own: a body with no end, and an upload taken in at a
// trickle. Both stop when the client hangs up, which is the behaviour under test.
extension Connection {
  /// A 200 with no `Content-Length` whose body is `[` and then spaces, sent 64 KiB at a time as
  /// fast as the client reads them, until the client goes (or `FaultPlan.endlessLimit` bytes).
  func sendEndless() {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: \(FixtureResponse.jsonContentType)\r\n"
      + "Connection: close\r\n\r\n["
    guard socket.send(Array(head.utf8)) else { return }
    let slice = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
    var sent = 0
    while sent < FaultPlan.endlessLimit, socket.send(slice) { sent += slice.count }
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
      // A second between sips; a client that hangs up meanwhile is noticed by the next read.
      _ = poll(nil, 0, 1000)
    }
    sink.abandon()
  }
}
