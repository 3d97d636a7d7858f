import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain blocking TCP client, for tests that need exact bytes on one connection (keep-alive,
/// pipelining, malformed requests) where URLSession would hide or refuse them.
///
/// Every read has a 10-second timeout, so a server bug fails the test instead of hanging it.
/// The timeout is a safety net, never what a test checks: every read waits for bytes a loopback
/// server sends at once (milliseconds), so it holds on a machine many times slower than this one.
final class RawHTTPConnection {
  /// One response as read off the wire.
  struct Response {
    let status: Int
    let headers: [String: String]
    let body: Data
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let socket: Int32
  private var buffer: [UInt8] = []

  /// Connects to 127.0.0.1:`port`; throws if the connection is refused.
  init(port: UInt16) throws {
    // A local until connected: had `self.socket` been set, a throwing init would still run
    // `deinit`, closing the descriptor twice (and maybe someone else's, reused in between).
    self.socket = try Self.connect(to: port)
  }

  /// A blocking socket connected to 127.0.0.1:`port`, reads timing out after 10 s so a test
  /// that waits for bytes that never come fails instead of hanging. The caller closes it.
  static func connect(to port: UInt16) throws -> Int32 {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #if canImport(Glibc)
          Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #else
          Darwin.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #endif
      }
    }
    guard result == 0 else {
      let code = errno
      close(socket)
      throw Failure(description: "connect failed: \(String(cString: strerror(code)))")
    }
    return socket
  }

  deinit { close(socket) }

  /// Sends `text` as is (CRLFs included).
  func send(_ text: String) throws {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
      guard sent > 0 else { throw Failure(description: "write failed") }
      offset += sent
    }
  }

  /// Reads one response; the body is read by `Content-Length` unless `hasBody` is false (HEAD).
  func readResponse(hasBody: Bool = true) throws -> Response {
    let separator: [UInt8] = [13, 10, 13, 10]
    while firstRange(of: separator) == nil { try fill() }
    let headEnd = firstRange(of: separator)!
    let head = String(decoding: buffer[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(head[0].split(separator: " ")[1])!
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
    }
    buffer.removeFirst(headEnd + 4)
    let length = hasBody ? Int(headers["content-length"] ?? "0")! : 0
    while buffer.count < length { try fill() }
    let body = Data(buffer[..<length])
    buffer.removeFirst(length)
    return Response(status: status, headers: headers, body: body)
  }

  /// Whether the server has closed its side: the next read sees end of stream.
  func isClosedByServer() throws -> Bool {
    guard buffer.isEmpty else { return false }
    var byte: UInt8 = 0
    let count = read(socket, &byte, 1)
    guard count >= 0 else { throw Failure(description: "read timed out or failed") }
    return count == 0
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
    guard count > 0 else { throw Failure(description: "connection ended (read returned \(count))") }
    buffer += chunk[..<count]
  }

  private func firstRange(of pattern: [UInt8]) -> Int? {
    guard buffer.count >= pattern.count else { return nil }
    return (0...(buffer.count - pattern.count)).first {
      buffer[$0..<($0 + pattern.count)].elementsEqual(pattern)
    }
  }
}
