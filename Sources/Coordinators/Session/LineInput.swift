import Foundation

/// Lines of input as an asynchronous sequence, read on a thread of their own.
///
/// Reading standard input blocks. Doing it on the main actor would freeze every redraw and
/// every load until the person presses return, so a dedicated thread reads and the session
/// awaits lines without blocking anything.
public enum LineInput {
  /// Lines from standard input, without their line endings, until end of input.
  public static func standardInput() -> AsyncStream<String> {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    let reader = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    reader.name = "Gallery input"
    reader.start()
    return lines
  }

  /// The given lines, for driving a session from a test or a script string.
  public static func lines(_ lines: [String]) -> AsyncStream<String> {
    AsyncStream { continuation in
      lines.forEach { continuation.yield($0) }
      continuation.finish()
    }
  }
}
