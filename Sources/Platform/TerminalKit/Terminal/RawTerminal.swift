#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal switched into raw mode for the full-screen front end, and back as it was found.
///
/// Raw mode hands over every key as it is pressed (no line editing, no echo, Ctrl-C as a byte
/// rather than SIGINT); the alternate screen keeps the shell's screen to come back to; the text
/// cursor hides, since the list draws its own; bracketed paste marks a paste as one, so its
/// newlines are never taken for Enter. ``restore()`` undoes all four and is safe to call more
/// than once, so every way out (`q`, Ctrl-C, SIGTERM, an error) can call it and the shell is
/// never left in raw mode.
///
/// The terminal is touched only while this process is in its foreground process group. A job
/// put in the background (Ctrl-Z, then `bg`) shares the terminal with the shell, which owns it:
/// there it never sets the mode and never draws, and ``retake()`` waits for it to come back to
/// the foreground (`fg`, which continues it with SIGCONT).
///
/// ```swift
/// let terminal = try RawTerminal()
/// terminal.enter()
/// defer { terminal.restore() }
/// ```
@MainActor
public final class RawTerminal {
  /// Why the terminal could not be put in raw mode.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file descriptor is not a terminal (a pipe, a file), or its mode cannot be read.
    case notATerminal(Int32)

    /// One line for a person.
    public var description: String {
      switch self {
      case .notATerminal(let descriptor):
        "File descriptor \(descriptor) is not a terminal, so keys cannot be read one at a time."
      }
    }
  }

  /// Where keys are read.
  public let input: Int32
  /// Where frames are written.
  public let output: Int32
  /// The mode the terminal was in, to put back.
  private let saved: termios
  /// Whether the terminal is in raw mode now.
  public private(set) var isRaw = false

  /// Reads the mode of the terminal on `input`; nothing changes until ``enter()``.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(Failure) {
    var mode = termios()
    guard isatty(input) == 1, tcgetattr(input, &mode) == 0 else {
      throw .notATerminal(input)
    }
    self.input = input
    self.output = output
    self.saved = mode
  }

  /// Raw mode, the alternate screen, a hidden cursor and bracketed paste; nothing while the
  /// process is in the background, where the terminal is the shell's.
  public func enter() {
    take(discardingTypeAhead: true)
  }

  /// Raw mode and the rest, from the foreground only; `discardingTypeAhead` drops what was typed
  /// before (at the start, keys meant for the shell), which a retake must not do: a key typed
  /// just after `fg` is the person's first key back.
  private func take(discardingTypeAhead: Bool) {
    guard !isRaw, isForeground else { return }
    var raw = Self.raw(from: saved)
    _ = tcsetattr(input, discardingTypeAhead ? TCSAFLUSH : TCSADRAIN, &raw)
    isRaw = true
    send(ANSI.alternateScreen + ANSI.hideCursor + ANSI.bracketedPasteOn)
  }

  /// The terminal as it was found: the saved mode, the shell's screen, the cursor shown,
  /// pastes as plain keys again. In the background there is nothing to put back: the shell
  /// owns the terminal and has set it as it wants it.
  public func restore() {
    guard isRaw else { return }
    isRaw = false
    guard isForeground else { return }
    send(ANSI.bracketedPasteOff + ANSI.showCursor + ANSI.mainScreen)
    var mode = saved
    _ = tcsetattr(input, TCSADRAIN, &mode)
  }

  /// Whether this process may use the terminal: its process group is the terminal's foreground
  /// one (`tcgetpgrp`). A terminal that is not the process's controlling one (a test's
  /// pseudo-terminal) has no foreground group to share it with, so it counts as the
  /// foreground.
  public var isForeground: Bool {
    let foreground = tcgetpgrp(input)
    return foreground < 0 || foreground == getpgrp()
  }

  /// Stops the process as Ctrl-Z does for a line program: the terminal as it was found while
  /// stopped, then raw mode, the alternate screen and a hidden cursor again once continued
  /// (`fg`). The caller draws the whole screen afresh.
  public func suspend() {
    restore()
    SignalPipe.stopUntilContinued()
    retake()
  }

  /// Raw mode, the alternate screen and a hidden cursor, set again even if they were set: after
  /// a stop (SIGSTOP too, which no handler sees) a shell may have changed the mode meanwhile.
  /// Continued in the background (`bg`), it leaves the terminal to the shell until the process
  /// is continued in the foreground.
  public func retake() {
    isRaw = false
    take(discardingTypeAhead: false)
  }

  /// Writes `text`, a frame, to the terminal: only while it is taken (raw, and this process in
  /// the foreground), so a job in the background never draws over the shell.
  public func write(_ text: String) {
    guard isRaw, isForeground else { return }
    send(text)
  }

  /// Writes `text` to the terminal, all of it, retrying short writes.
  private func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(output, buffer.baseAddress, buffer.count)
        #else
          Darwin.write(output, buffer.baseAddress, buffer.count)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        return  // the terminal went away; there is no one left to draw for
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// `mode` made raw: keys arrive one byte at a time as typed, unechoed, with no signal keys and
  /// no input translation; output processing stays on, so nothing else the process prints
  /// (a crash report, say) staircases across the screen.
  package static func raw(from mode: termios) -> termios {
    var raw = mode
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }
}
