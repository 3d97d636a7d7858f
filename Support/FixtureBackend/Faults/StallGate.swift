#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where stalled answers wait: until a test opens the gate, or the client goes away.
///
/// A stall is not a sleep. Tests decide when it ends (or let the client's own deadline end it),
/// so they never wait on the wall clock, and a stalled thread still notices at once when its
/// client hangs up or the server stops. The gate is a pipe: opening it writes a byte nobody
/// reads, so it stays readable and every stall, now or later, passes.
final class StallGate: Sendable {
  private let pipe: WakePipe

  init() throws(SocketError) {
    pipe = try WakePipe()
  }

  deinit {
    pipe.close()
  }

  /// Lets every stall go on, now and from now on.
  func open() {
    pipe.signal()
  }

  /// Blocks until the gate opens (true) or `socket` shows its client has gone (false). Any
  /// byte from the client counts as gone: a client waiting for an answer sends nothing.
  func wait(watching socket: Descriptor) -> Bool {
    var watched = [
      pollfd(fd: socket.raw, events: Int16(POLLIN), revents: 0),
      pollfd(fd: pipe.reading.raw, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&watched, nfds_t(watched.count), -1) < 0 && errno == EINTR {}
    return watched[1].revents & Int16(POLLIN) != 0 && watched[0].revents == 0
  }
}

extension Descriptor {
  /// Waits up to `duration` for the peer to send or hang up; true if the whole time passed
  /// quietly. A server-side delay that still notices a client giving up.
  func staysQuiet(for duration: Duration) -> Bool {
    // Counted down as a Duration, one poll of at most a second at a time, so no duration a
    // caller builds can overflow a conversion to milliseconds.
    var remaining = duration
    var watched = [pollfd(fd: raw, events: Int16(POLLIN), revents: 0)]
    while remaining > .zero {
      let slice = min(remaining, .seconds(1))
      let (seconds, attoseconds) = slice.components
      let milliseconds = Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
      let result = poll(&watched, 1, max(1, milliseconds))
      if result > 0 { return false }
      if result == 0 || errno != EINTR { remaining -= slice }
    }
    return true
  }

  /// Makes the coming `close()` reset the connection (RST) instead of closing it gently (FIN):
  /// how a crashed server or a broken network looks to the client.
  func resetOnClose() {
    var option = linger(l_onoff: 1, l_linger: 0)
    _ = setsockopt(
      raw, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
  }
}
