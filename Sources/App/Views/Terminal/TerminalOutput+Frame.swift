import TerminalKit

// Frames and safe text onto the terminal toolkit's output, which knows only strings: here, in
// the views, because a frame is the views' own type.
extension TerminalOutput {
  /// Prints `frame` and flushes it, so it is on screen when this returns.
  public func show(_ frame: Frame) { sink(Self.encode(frame, mode: mode)) }

  /// Prints one line of safe text, such as a script echoing the command it runs.
  public func writeLine(_ text: SafeText) { sink(text.string + "\n") }

  /// Prints a prompt and leaves the cursor after it, for the person to type on.
  public func writePrompt(_ text: SafeText) { sink(text.string) }

  /// The exact text `show` prints for `frame` in `mode`.
  public static func encode(_ frame: Frame, mode: Mode) -> String {
    // CSI H: cursor home; CSI 2J: erase the screen. Then the frame, left for the next prompt.
    (mode == .interactive ? "\u{1B}[H\u{1B}[2J" : "") + frame.text + "\n"
  }
}
