import TerminalKit

/// One screenful of text: the lines a view rendered, ready to print.
///
/// A frame fits its screen whatever went into it: it truncates any line wider than the screen
/// and keeps only the top lines that fit (saying `…` on the last), so the guarantee holds for
/// every view and every input. Colour is decided once, from the `Screen` it was made for.
public struct Frame: Hashable, Sendable {
  /// The lines, top to bottom, each at most ``width`` columns.
  public let lines: [Line]
  /// The columns the frame was laid out for.
  public let width: Int
  /// Whether ``text`` carries colour and styling.
  public let usesColor: Bool

  /// Creates a frame for `screen`, cutting what does not fit.
  public init(_ lines: [Line], on screen: Screen) {
    self.lines = Self.fitting(lines, toHeight: screen.height).map {
      $0.truncated(toWidth: screen.width)
    }
    self.width = screen.width
    self.usesColor = screen.usesColor
  }

  /// The frame as the terminal receives it, lines separated by newlines, no final newline:
  /// styled when colour is on, else ``plainText``.
  public var text: String {
    usesColor ? lines.map { $0.rendered(color: true) }.joined(separator: "\n") : plainText
  }

  /// The frame's text without styling, whatever the screen: what a person reads.
  ///
  /// Trailing blanks are dropped: without colour they show nothing, and piped output and golden
  /// files stay free of invisible whitespace.
  public var plainText: String {
    lines.map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }
    .joined(separator: "\n")
  }

  /// `lines` if there are at most `height` of them; otherwise the first `height - 1` and a line
  /// saying `…`, so nobody mistakes the cut for the end.
  ///
  /// A frame cuts from the bottom, which would take a help line with it: a view that draws its
  /// own shape fits its content first (``ScreenLayout`` does this for the usual shape).
  ///
  /// ```swift
  /// let rows = Frame.fitting(body, toHeight: screen.height - 3)  // header, message, help
  /// Frame([header] + rows + [message, help], on: screen)
  /// ```
  public static func fitting(_ lines: [Line], toHeight height: Int) -> [Line] {
    guard lines.count > height else { return lines }
    guard height > 0 else { return [] }
    return Array(lines.prefix(height - 1)) + [Line(SafeText.ellipsis, style: .secondary)]
  }
}
