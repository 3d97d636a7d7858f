import TerminalKit

/// What a ``FullScreenSession`` draws on: `RawTerminal`, or a test's fake.
@MainActor
public protocol FullScreenOutput: AnyObject {
  /// Writes `text` to the terminal.
  func write(_ text: String)
  /// Stops the process until continued, with the terminal restored meanwhile (Ctrl-Z).
  func suspend()
  /// Takes the terminal again after a stop: raw mode, the alternate screen, no text cursor.
  func retake()
}

extension RawTerminal: FullScreenOutput {}
