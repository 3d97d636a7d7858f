import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something that happened at the terminal: a key, a resize, or a reason to stop.
public enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size (SIGWINCH): draw again at the new size.
  case resized
  /// The process was asked to end: by SIGTERM, SIGINT or SIGHUP (the number says which).
  case signalled(Int32)
  /// The terminal closed: no more keys will come.
  case inputEnded
}

/// The events of a terminal, read on a thread of their own: keys from standard input, and the
/// signals ``SignalPipe`` routes.
///
/// Reading blocks, so it happens off the main actor, as ``LineInput`` does for lines. The
/// thread waits in `poll` for a byte on either file descriptor or for the decoder's Escape
/// deadline, whichever comes first; the time it passes to the decoder is the only clock it reads.
public enum TerminalEvents {
  /// How long a lone Escape waits for the rest of a sequence: long enough for a sequence sent
  /// over a slow link, short enough that Escape feels immediate.
  public static let escapeTimeout = Duration.milliseconds(50)

  /// The events from `input`, until the stream's consumer stops listening.
  public static func reading(_ input: Int32) -> AsyncStream<TerminalEvent> {
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    continuation.onTermination = { _ in SignalPipe.send(SignalPipe.stopByte) }
    let signals = SignalPipe.ends.readEnd
    let reader = Thread {
      var decoder = KeyDecoder<ContinuousClock.Instant>(escapeTimeout: escapeTimeout)
      var inputOpen = true
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        var waiting = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
        if inputOpen { waiting.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
        guard poll(&waiting, nfds_t(waiting.count), timeout(until: decoder.deadline)) >= 0 else {
          if errno == EINTR { continue }
          return
        }
        for key in decoder.expire(at: .now) { continuation.yield(.key(key)) }
        if inputOpen, waiting[1].revents != 0 {
          let count = read(input, &buffer, buffer.count)
          if count > 0 {
            for key in decoder.decode(buffer[..<count], at: .now) { continuation.yield(.key(key)) }
          } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            inputOpen = false
            continuation.yield(.inputEnded)
          }
        }
        if waiting[0].revents != 0 {
          var signal: UInt8 = 0
          guard read(signals, &signal, 1) == 1 else { continue }
          switch Int32(signal) {
          case Int32(SignalPipe.stopByte): return
          case SIGWINCH: continuation.yield(.resized)
          default: continuation.yield(.signalled(Int32(signal)))
          }
        }
      }
    }
    reader.name = "Terminal keys"
    reader.start()
    return events
  }

  /// The `poll` timeout until `deadline`, in whole milliseconds rounded up; -1 (wait for ever)
  /// when there is none.
  private static func timeout(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let left = ContinuousClock.now.duration(to: deadline)
    let milliseconds =
      left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds + 1))
  }
}
