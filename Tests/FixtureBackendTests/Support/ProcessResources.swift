#if os(Linux)
  import Foundation
  import Glibc

  /// What this process holds, read from /proc, so a test can tell which threads and sockets
  /// belong to the servers it started even while other tests run in parallel.
  enum ProcessResources {
    /// The names of the threads of the server on `port` (the server names them "fixture:PORT ...").
    static func threads(ofServerOn port: UInt16) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").compactMap { task in
        let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
        return name.flatMap { $0.hasPrefix("fixture:\(port) ") ? $0 : nil }
      }
    }

    /// Whether any open descriptor of this process is a socket bound to local port `port`.
    ///
    /// Asks each descriptor itself rather than reading /proc/net/tcp, which leaves out sockets
    /// that are closed on the wire but still held open: exactly what a leak looks like.
    static func socketIsOpen(onPort port: UInt16) throws -> Bool {
      try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").contains { entry in
        guard let descriptor = Int32(entry) else { return false }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            getsockname(descriptor, $0, &length)
          }
        }
        return result == 0 && address.sin_family == sa_family_t(AF_INET)
          && UInt16(bigEndian: address.sin_port) == port
      }
    }
  }
#endif
