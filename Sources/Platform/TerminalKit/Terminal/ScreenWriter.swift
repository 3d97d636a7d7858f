/// Writes frames to a full-screen terminal, sending only the lines that changed since the last.
///
/// A keystroke in a list usually changes two lines (the cursor leaves one row for another), so
/// rewriting the whole screen each time would send some fifty times the bytes needed and make
/// slow links and terminals flicker. The writer remembers what the screen shows; ``bytes(from:to:)``
/// is the pure part, old lines and new lines in, bytes out, tested without a terminal.
///
/// ```swift
/// var writer = ScreenWriter()
/// output(writer.update(to: ScreenWriter.lines(of: frame)))  // first frame: all of it
/// output(writer.update(to: ScreenWriter.lines(of: next)))   // then: the changed lines only
/// ```
public struct ScreenWriter: Sendable {
  /// The lines on the screen now; nil when unknown (before the first frame, after a resize).
  private var shown: [String]?

  /// A writer that knows nothing of the screen yet: its first update redraws everything.
  public init() {}

  /// Forgets what the screen shows, so the next update clears it and draws every line: after
  /// a resize, when the terminal may have rewrapped or scrolled what was there.
  public mutating func invalidate() {
    shown = nil
  }

  /// The bytes that turn the screen into `lines`, remembering them for the next update.
  public mutating func update(to lines: [String]) -> String {
    defer { shown = lines }
    return Self.bytes(from: shown, to: lines)
  }

  /// The bytes that turn a screen showing `old` into one showing `new`; `old` nil clears the
  /// screen and draws every line of `new`.
  ///
  /// Each line is written at its own position, cleared first, then drawn: clearing after
  /// drawing would erase the last column of a line that fills the width, where the cursor waits
  /// for the next character. Lines of `old` past the end of `new` are cleared.
  public static func bytes(from old: [String]?, to new: [String]) -> String {
    var bytes = old == nil ? ANSI.clearScreen : ""
    for (index, line) in new.enumerated() {
      let before = old.flatMap { index < $0.count ? $0[index] : nil }
      guard line != before else { continue }
      bytes += ANSI.moveTo(line: index) + ANSI.clearLine + line
    }
    for index in new.count..<max(new.count, old?.count ?? 0) {
      bytes += ANSI.moveTo(line: index) + ANSI.clearLine
    }
    return bytes
  }
}

/// The few terminal control sequences the full-screen front end sends (ECMA-48 and the xterm
/// modes every current terminal emulator follows).
package enum ANSI {
  /// Erase the whole screen.
  package static let clearScreen = "\u{1B}[2J"
  /// Erase the line the cursor is on, whatever column it is in.
  package static let clearLine = "\u{1B}[2K"
  /// Switch to the alternate screen, keeping the shell's screen to come back to.
  package static let alternateScreen = "\u{1B}[?1049h"
  /// Back to the shell's screen, as it was.
  package static let mainScreen = "\u{1B}[?1049l"
  /// Hide the text cursor: the list draws its own.
  package static let hideCursor = "\u{1B}[?25l"
  /// Show the text cursor again.
  package static let showCursor = "\u{1B}[?25h"
  /// Ask the terminal to mark a paste (`ESC [ 200 ~` before it, `ESC [ 201 ~` after), so its
  /// newlines and escapes arrive as text rather than keys.
  package static let bracketedPasteOn = "\u{1B}[?2004h"
  /// Pastes as plain keys again, as the shell expects them.
  package static let bracketedPasteOff = "\u{1B}[?2004l"

  /// Put the cursor at the start of zero-based `line`.
  package static func moveTo(line: Int) -> String {
    "\u{1B}[\(line + 1);1H"
  }
}
