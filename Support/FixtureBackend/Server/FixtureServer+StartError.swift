#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FixtureServer {
  /// Why a fixture server could not start.
  public enum StartError: Error, Sendable, CustomStringConvertible {
    /// Something else already listens on the port: another server, or a previous run.
    case portInUse(port: UInt16)
    /// A socket call failed for another reason, with the `errno` it left.
    case socketCallFailed(call: String, port: UInt16, errno: Int32)

    init(port: UInt16, failure: SocketError) {
      self =
        failure.code == EADDRINUSE
        ? .portInUse(port: port)
        : .socketCallFailed(call: failure.call, port: port, errno: failure.code)
    }

    /// A sentence naming the port and the system's reason.
    public var description: String {
      switch self {
      case .portInUse(let port):
        "FixtureServer cannot listen on 127.0.0.1:\(port): \(Self.text(EADDRINUSE)). "
          + "Stop whatever holds the port, or pass port 0 for a free one."
      case .socketCallFailed(let call, let port, let errno):
        "FixtureServer cannot listen on 127.0.0.1:\(port): \(call) failed: \(Self.text(errno))."
      }
    }

    private static func text(_ code: Int32) -> String {
      "\(String(cString: strerror(code))) (errno \(code))"
    }
  }
}
