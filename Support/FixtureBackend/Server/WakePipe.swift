#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose only job is to wake the accept thread when the server stops.
///
/// Closing or shutting down a listening socket does not reliably wake a thread blocked on it on
/// every platform (Linux wakes it, Darwin may not). Waiting on the listener *and* this pipe with
/// `poll` does, everywhere.
struct WakePipe: Sendable {
  let reading: Descriptor
  let writing: Descriptor

  /// Opens the pipe; both ends are kept out of child processes.
  init() throws(SocketError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SocketError(call: "pipe", code: errno) }
    reading = Descriptor(raw: ends[0])
    writing = Descriptor(raw: ends[1])
    try? reading.closeOnExec()
    try? writing.closeOnExec()
  }

  /// Blocks until `listener` has a connection waiting or the pipe has been signalled.
  func wait(for listener: Descriptor) {
    var watched = [
      pollfd(fd: listener.raw, events: Int16(POLLIN), revents: 0),
      pollfd(fd: reading.raw, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&watched, nfds_t(watched.count), -1) < 0 && errno == EINTR {}
  }

  /// Makes every current and future `wait(for:)` return at once.
  func signal() {
    var byte: UInt8 = 1
    _ = write(writing.raw, &byte, 1)
  }

  /// Closes both ends.
  func close() {
    reading.close()
    writing.close()
  }
}
