import Foundation

/// Lines of input as an asynchronous sequence, read on a thread of their own: reading blocks,
/// and on the main actor it would freeze every redraw and load until return is pressed.
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
