#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX call that failed: its name and the `errno` it left behind.
struct SocketError: Error, Sendable {
  let call: String
  let code: Int32

  /// The C library's text for the error, such as "Address already in use".
  var reason: String { String(cString: strerror(code)) }
}

/// One file descriptor (a socket or a pipe end) and the few POSIX calls the server makes on it.
///
/// Platform differences live in this file and `Descriptor+IO.swift` and nowhere else, so the rest
/// of the module reads as plain Swift.
struct Descriptor: Sendable, Hashable {
  let raw: Int32

  /// Creates a socket listening on 127.0.0.1 only: a fixture must never be reachable from outside.
  static func listening(onLoopbackPort port: UInt16) throws(SocketError) -> Descriptor {
    #if canImport(Glibc)
      let raw = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let raw = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard raw >= 0 else { throw SocketError(call: "socket", code: errno) }
    let listener = Descriptor(raw: raw)
    do throws(SocketError) {
      try listener.closeOnExec()
      // SO_REUSEADDR lets a test rebind a fixed port that a stopped server left in TIME_WAIT.
      try listener.enable(SO_REUSEADDR)
      var address = sockaddr_in()
      #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
      #endif
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(raw, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else { throw SocketError(call: "bind", code: errno) }
      guard listen(raw, 128) == 0 else { throw SocketError(call: "listen", code: errno) }
      // Non-blocking, so the accept thread can accept while holding the server's lock and never
      // wait inside it.
      guard fcntl(raw, F_SETFL, fcntl(raw, F_GETFL) | O_NONBLOCK) == 0 else {
        throw SocketError(call: "fcntl", code: errno)
      }
      return listener
    } catch {
      listener.close()
      throw error
    }
  }

  /// The port the kernel bound: how an ephemeral port (0) becomes a real one.
  func localPort() throws(SocketError) -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(raw, $0, &length) }
    }
    guard result == 0 else { throw SocketError(call: "getsockname", code: errno) }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Turns on a boolean socket option.
  func enable(_ option: Int32) throws(SocketError) {
    var on: Int32 = 1
    let result = setsockopt(raw, SOL_SOCKET, option, &on, socklen_t(MemoryLayout<Int32>.size))
    guard result == 0 else { throw SocketError(call: "setsockopt", code: errno) }
  }

  /// Keeps the descriptor out of child processes, such as the sample binaries tests launch: an
  /// inherited listener would keep the port open after `stop()`.
  func closeOnExec() throws(SocketError) {
    guard fcntl(raw, F_SETFD, FD_CLOEXEC) == 0 else {
      throw SocketError(call: "fcntl", code: errno)
    }
  }
}
