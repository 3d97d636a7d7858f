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
  /// Receives the bytes to print; the views' frames reach it through `show(_:)`.
  package let sink: @Sendable (String) -> Void

  /// Creates an output; `write` receives the bytes to print and defaults to standard output.
  public init(
    mode: Mode, write: @escaping @Sendable (String) -> Void = TerminalOutput.writeToStandardOutput
  ) {
    self.mode = mode
    self.sink = write
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
