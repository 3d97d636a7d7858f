import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The requests to end that reach a line session as signals: SIGTERM, SIGHUP, and SIGINT (a
/// Ctrl-C at a prompt or in a pipeline).
///
/// Ending at once would drop the changes still saving, so the session takes a signal as a
/// `quit`: it reads no further line and waits for the answers (with a deadline), and a second
/// signal leaves without them. The exit status is the first signal's, 128 plus its number, as a
/// shell reports a process a signal stopped.
@MainActor
public final class EndRequests {
  /// The signals taken as requests to end.
  public static let signals = [SIGTERM, SIGHUP, SIGINT]

  /// The first signal that asked to end, if one has.
  public private(set) var signal: Int32?
  /// Called on each request: the session's to set.
  var onRequest: () -> Void = {}

  /// Requests that arrive only through ``receive(_:)``: a test's.
  public init() {}

  /// Takes `signal` as a request to end.
  public func receive(_ signal: Int32) {
    if self.signal == nil { self.signal = signal }
    onRequest()
  }

  /// The exit status the first signal asks for, if one came.
  public var status: Int32? { signal.map { 128 + $0 } }

  /// Runs `body` with this process's ``signals`` taken as requests to end, then puts back
  /// what they did before.
  public static func watchingThisProcess<T>(
    _ body: (EndRequests) async -> T
  ) async -> T {
    let requests = EndRequests()
    let previous = SignalPipe.install(signals)
    _ = SignalPipe.reading { signal in
      Task { @MainActor in requests.receive(signal) }
    }
    defer {
      SignalPipe.uninstall(previous)
      SignalPipe.stopReading()
    }
    return await body(requests)
  }
}
