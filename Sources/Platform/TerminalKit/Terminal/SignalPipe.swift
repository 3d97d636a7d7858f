import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals turned into bytes on a pipe, so the key reader sees them beside the keys.
///
/// A signal handler may do almost nothing safely: not allocate, not lock, not touch Swift
/// objects. Writing one byte to a pipe is safe, so that is all the handler does (the classic
/// "self-pipe"); the reader thread polls the pipe with standard input and turns each byte into
/// an event. The same pipe carries `stopByte`, which tells the reader to end.
public enum SignalPipe {
  /// The pipe: the handler writes to `writeEnd`, the reader polls `readEnd`. Made before any
  /// handler is installed, and never closed: a handler may run until the process ends. Writing
  /// never blocks: with nobody reading, a full pipe drops the byte rather than hang the handler.
  package static let ends: (readEnd: Int32, writeEnd: Int32) = {
    var descriptors: [Int32] = [-1, -1]
    _ = pipe(&descriptors)
    _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
    return (descriptors[0], descriptors[1])
  }()

  /// Not a signal number: asks the reader to stop.
  package static let stopByte: UInt8 = 0

  /// The signals the front end handles: a resize, the requests to end, and a stop and its
  /// continuation. SIGQUIT is among the requests to end so that the terminal is restored before
  /// its default action (a crash report on standard error) runs.
  public static let handled = [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT]

  /// Routes `signals` (by default the handled ones) into the pipe; returns the actions they
  /// had, for ``uninstall(_:)``.
  public static func install(_ signals: [Int32] = handled) -> [Int32: sigaction] {
    _ = ends  // made now, outside any handler
    var previous: [Int32: sigaction] = [:]
    for signal in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { number in SignalPipe.send(UInt8(number)) }
      #else
        action.__sigaction_u.__sa_handler = { number in SignalPipe.send(UInt8(number)) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var old = sigaction()
      sigaction(signal, &action, &old)
      previous[signal] = old
    }
    return previous
  }

  /// Stops the process as SIGTSTP's default action does, returning once it is continued; the
  /// pipe's handler is put back first thing after.
  ///
  /// A process group with no parent in its session to continue it (an orphaned one) is never
  /// stopped by SIGTSTP, by the kernel's rule; then this returns at once.
  package static func stopUntilContinued() {
    var stop = sigaction()
    #if canImport(Glibc)
      stop.__sigaction_handler.sa_handler = SIG_DFL
    #else
      stop.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&stop.sa_mask)
    var ours = sigaction()
    sigaction(SIGTSTP, &stop, &ours)
    raiseOnThisThread(SIGTSTP)
    sigaction(SIGTSTP, &ours, nil)
  }

  /// Raises `signal` and lets it act before returning, even on a thread of the runtime's,
  /// which block most signals: a blocked signal raised to its thread would wait for ever.
  public static func raiseOnThisThread(_ signal: Int32) {
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &only, &mask)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Puts back the actions ``install(_:)`` replaced.
  public static func uninstall(_ previous: [Int32: sigaction]) {
    for (signal, action) in previous {
      var action = action
      sigaction(signal, &action, nil)
    }
  }

  /// The signals that have arrived, as they arrive, until ``stopReading()``: for a
  /// front end that reads no keys (the line front end), on a thread of its own.
  public static func reading(_ receive: @escaping @Sendable (Int32) -> Void) -> Thread {
    let reader = Thread {
      var received = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(ends.readEnd, &received, received.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        for byte in received.prefix(count) {
          guard byte != stopByte else { return }
          receive(Int32(byte))
        }
      }
    }
    reader.name = "Signals"
    reader.start()
    return reader
  }

  /// Ends ``reading(_:)``'s thread.
  public static func stopReading() { send(stopByte) }

  /// Writes `byte` to the pipe; safe inside a signal handler.
  package static func send(_ byte: UInt8) {
    var byte = byte
    _ = write(ends.writeEnd, &byte, 1)
  }
}
