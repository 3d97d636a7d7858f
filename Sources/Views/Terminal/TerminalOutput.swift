#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts frames on the terminal: one after another in script mode (input piped in), so a
/// transcript reads top to bottom; each replacing the last on a cleared screen in interactive
/// mode.
public struct TerminalOutput: Sendable {
  /// How frames follow each other.
  public enum Mode: Hashable, Sendable {
    /// One frame after another: for pipes, files and tests.
    case script
    /// Each frame replaces the last.
    case interactive
  }

  /// How frames follow each other.
  public let mode: Mode
  private let sink: @Sendable (String) -> Void

  /// Creates an output; `write` receives the bytes to print and defaults to standard output.
  public init(
    mode: Mode, write: @escaping @Sendable (String) -> Void = TerminalOutput.writeToStandardOutput
  ) {
    self.mode = mode
    self.sink = write
  }

  /// Prints `frame` and flushes it, so it is on screen when this returns.
  public func show(_ frame: Frame) {
    sink(Self.encode(frame, mode: mode))
  }

  /// Prints one line of safe text, such as a script echoing the command it runs.
  public func writeLine(_ text: SafeText) {
    sink(text.string + "\n")
  }

  /// Prints a prompt and leaves the cursor after it, for the person to type on.
  public func writePrompt(_ text: SafeText) {
    sink(text.string)
  }

  /// The exact text `show` prints for `frame` in `mode`.
  public static func encode(_ frame: Frame, mode: Mode) -> String {
    // CSI H: cursor home; CSI 2J: erase the screen. Then the frame, left for the next prompt.
    (mode == .interactive ? "\u{1B}[H\u{1B}[2J" : "") + frame.text + "\n"
  }

  /// Writes `text` straight to file descriptor 1, retrying short writes: unbuffered, so there
  /// is nothing to flush and no shared C `stdout` for Swift 6 concurrency checking to object to.
  public static func writeToStandardOutput(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return  // the reader went away (EPIPE); there is no one left to tell
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
