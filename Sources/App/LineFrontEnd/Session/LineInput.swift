import Flags
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines of input as an asynchronous sequence, read on a thread of their own: reading blocks,
/// and on the main actor it would freeze every redraw and load until return is pressed.
///
/// Input from outside is bounded twice. The reader stays at most a ``LineQueue``'s
/// `capacity` lines ahead of the session, so an endless pipe (`yes 'add w' | WordList`) waits
/// in the pipe instead of filling memory. A line longer than ``maximumLength`` bytes is
/// refused: its bytes are dropped as they arrive (never held whole, so one endless line costs
/// no more than a long one), and a message names it on standard error.
public enum LineInput {
  /// The longest line taken as a command, in bytes: a mebibyte, far past any command a person
  /// or a script types, and small enough that the lines waiting to be taken stay a few megabytes.
  public static let maximumLength = 1 << 20
  /// How many lines the reader may have read ahead of the session.
  public static let readAhead = 16

  /// Lines from standard input, without their line endings, until end of input.
  public static func standardInput() -> LineQueue {
    reading(STDIN_FILENO) { refusal in StandardError.writeLine("\(untrusted: refusal)") }
  }

  /// Lines read from `descriptor` on a thread of its own, at most `readAhead` ahead of the
  /// consumer; `refuse` is told, on that thread, of each line over `maximumLength` bytes.
  public static func reading(
    _ descriptor: Int32, maximumLength: Int = maximumLength, readAhead: Int = readAhead,
    refuse: @escaping @Sendable (String) -> Void
  ) -> LineQueue {
    let queue = LineQueue(capacity: readAhead) { hasUnreadInput(descriptor) }
    let reader = Thread {
      var lines = LineSplitter(maximumLength: maximumLength)
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        queue.beginArrival()
        lines.split(buffer[..<count], line: queue.put, refused: refuse)
      }
      lines.end(line: queue.put, refused: refuse)
      queue.finish()
    }
    reader.name = "Line input"
    reader.start()
    return queue
  }

  /// Whether `descriptor` has input to read now (or its end), without waiting or reading it.
  static func hasUnreadInput(_ descriptor: Int32) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLIN | POLLHUP) != 0
  }

  /// The given lines, all arrived at once, for driving a session from a test or a script string.
  public static func lines(_ lines: [String]) -> LineQueue {
    let queue = LineQueue(capacity: lines.count)
    lines.forEach(queue.put)  // never blocks: there is room for every line
    queue.finish()
    return queue
  }
}
