import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a server sent on one connection, read to its end, and how that end came.
///
/// Faults are about the wire (a body cut short, a reset), which a parsed response would hide,
/// so these tests read raw bytes. Reads time out after 10 seconds, so a bug fails a test
/// instead of hanging it.
struct RawExchange {
  /// How the server ended the connection.
  enum Ending: Equatable {
    /// An orderly close (FIN): read returned 0.
    case closed
    /// A reset (RST): read failed with ECONNRESET.
    case reset
    /// Nothing more arrived for 10 seconds.
    case timedOut
    /// The reader stopped after the most bytes it asked for; the server was still sending.
    case stoppedReading
  }

  let bytes: [UInt8]
  let ending: Ending

  /// The text of the status line and headers.
  var head: String {
    guard let end = headEnd else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// The bytes after the head.
  var body: [UInt8] {
    guard let end = headEnd else { return [] }
    return Array(bytes[(end + 4)...])
  }

  /// A header's value from the head, by lowercase name.
  func header(_ name: String) -> String? {
    for line in head.components(separatedBy: "\r\n").dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == name {
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  private var headEnd: Int? {
    guard bytes.count >= 4 else { return nil }
    return (0...(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) }
  }

  /// Connects to 127.0.0.1:`port`, sends `request` (as is), calls `whileWaiting` once the
  /// request is out, and reads until the server ends the connection, or `atMost` bytes came.
  static func send(
    _ request: String, to port: UInt16, body: [UInt8] = [], atMost limit: Int = .max,
    whileWaiting: () async -> Void = {}
  ) async throws -> RawExchange {
    let socket = try RawHTTPConnection.connect(to: port)
    defer { close(socket) }
    let bytes = Array(request.utf8) + body
    _ = bytes.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
    await whileWaiting()
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      if count > 0 {
        received += chunk[..<count]
        if received.count >= limit { return RawExchange(bytes: received, ending: .stoppedReading) }
      } else if count == 0 {
        return RawExchange(bytes: received, ending: .closed)
      } else if errno == ECONNRESET {
        return RawExchange(bytes: received, ending: .reset)
      } else if errno != EINTR {
        return RawExchange(bytes: received, ending: .timedOut)
      }
    }
  }

  /// A GET of `target` that asks the server to close after answering, so reading to the end
  /// of the connection reads exactly one answer.
  static func get(_ target: String) -> String {
    "GET \(target) HTTP/1.1\r\nHost: fixture\r\nConnection: close\r\n\r\n"
  }
}
