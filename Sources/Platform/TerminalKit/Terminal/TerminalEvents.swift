import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something that happened at the terminal: a key, a resize, or a reason to stop.
public enum TerminalEvent: Hashable, Sendable {
  case key(Key)
  /// The window changed size (SIGWINCH): draw again at the new size.
  case resized
  /// The process was asked to end: by SIGTERM, SIGINT, SIGHUP or SIGQUIT (the number says which).
  case signalled(Int32)
  /// The process was asked to stop for now (SIGTSTP, `kill -TSTP`): suspend as Ctrl-Z does.
  case suspendRequested
  /// The process was continued after a stop (SIGCONT): the terminal may have been changed
  /// meanwhile, so take it again and draw the whole screen.
  case continued
  /// The terminal closed: no more keys will come.
  case inputEnded
}

/// The events of a terminal, read on a thread of their own: keys from standard input, and the
/// signals ``SignalPipe`` routes.
///
/// Reading blocks, so it happens off the main actor, as `LineInput` does for lines. The
/// thread waits in `poll` for a byte on either file descriptor or for the decoder's Escape
/// deadline, whichever comes first; the time it passes to the decoder is the only clock it reads.
/// What one wake-up finds is posted together, signals first, so a session that takes the
/// queue's events all at once acts on a signal before the keys read with it.
public enum TerminalEvents {
  /// How long a lone Escape waits for the rest of a sequence: long enough for a sequence sent
  /// over a slow link, short enough that Escape feels immediate.
  public static let escapeTimeout = Duration.milliseconds(50)

  /// The events from `input`, until the queue is finished.
  public static func reading(_ input: Int32) -> TerminalEventQueue {
    let queue = TerminalEventQueue { SignalPipe.send(SignalPipe.stopByte) }
    let signals = SignalPipe.ends.readEnd
    let reader = Thread {
      var decoder = KeyDecoder<ContinuousClock.Instant>(escapeTimeout: escapeTimeout)
      var inputOpen = true
      var wasForeground = true
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        // In the background the terminal's keys are the shell's: reading them would stop the
        // process (SIGTTIN) or fail (EIO), so only the signals are watched until it is back.
        let foreground = isForeground(input)
        var waiting = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
        if inputOpen, foreground {
          waiting.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0))
        }
        let wait =
          foreground
          ? timeout(until: decoder.deadline) : backgroundCheck(until: decoder.deadline)
        guard poll(&waiting, nfds_t(waiting.count), wait) >= 0 else {
          if errno == EINTR { continue }
          return
        }
        var events: [TerminalEvent] = []
        if waiting[0].revents != 0 {
          var received = [UInt8](repeating: 0, count: 64)
          let count = read(signals, &received, received.count)
          for signal in received.prefix(max(0, count)) {
            guard let event = event(for: Int32(signal)) else { return }
            events.append(event)
          }
        }
        let isBack = isForeground(input)
        if isBack, !wasForeground, !events.contains(.continued) {
          // Back in the foreground with no SIGCONT with it (a shell may give the terminal back to
          // a job running in the background without one): take the terminal again and draw.
          events.append(.continued)
        }
        wasForeground = isBack
        events += decoder.expire(at: .now).map(TerminalEvent.key)
        if waiting.count > 1, waiting[1].revents != 0 {
          let count = read(input, &buffer, buffer.count)
          if count > 0 {
            events += decoder.decode(buffer[..<count], at: .now).map(TerminalEvent.key)
          } else if count == 0 || (errno != EINTR && errno != EAGAIN && isForeground(input)) {
            // A read refused because the process went to the background since the poll is no
            // end of input: the keys come back with the foreground.
            inputOpen = false
            events.append(.inputEnded)
          }
        }
        queue.post(events)
      }
    }
    reader.name = "Terminal keys"
    reader.start()
    return queue
  }

  /// Whether this process's group is the foreground one of `terminal`; true for a terminal that
  /// is not its controlling one, which has no foreground group to share it with.
  private static func isForeground(_ terminal: Int32) -> Bool {
    let foreground = tcgetpgrp(terminal)
    return foreground < 0 || foreground == getpgrp()
  }

  /// The `poll` timeout in the background: the decoder's deadline, but at most a second, the
  /// longest a job given the foreground without a SIGCONT waits to notice.
  private static func backgroundCheck(until deadline: ContinuousClock.Instant?) -> Int32 {
    let untilDeadline = timeout(until: deadline)
    return untilDeadline < 0 ? 1000 : min(untilDeadline, 1000)
  }

  /// The event a signal's byte on the pipe stands for; nil for ``SignalPipe/stopByte``.
  private static func event(for signal: Int32) -> TerminalEvent? {
    switch signal {
    case Int32(SignalPipe.stopByte): nil
    case SIGWINCH: .resized
    case SIGTSTP: .suspendRequested
    case SIGCONT: .continued
    default: .signalled(signal)
    }
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
