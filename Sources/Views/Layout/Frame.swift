/// One screenful of text: the lines a view rendered, ready to print.
///
/// A frame fits its screen, whatever went into it: every line is at most ``width`` columns (the
/// frame truncates any line that is not) and there are at most as many lines as the screen has
/// (the frame keeps the top ones and says `…` on the last), so the guarantee holds for every view
/// and every input. Colour is decided once, when the frame is made, from the ``Screen`` it was
/// made for.
///
/// ```swift
/// let frame = PhotoListView.frame(for: viewModel.state, on: screen, commands: commands)
/// output.show(frame)
/// ```
public struct Frame: Hashable, Sendable {
  /// The lines, top to bottom, each at most ``width`` columns.
  public let lines: [Line]
  /// The columns the frame was laid out for.
  public let width: Int
  /// Whether ``text`` carries colour and styling.
  public let usesColor: Bool

  /// Creates a frame for `screen`, truncating any line wider than the screen and cutting any
  /// lines past its height.
  public init(_ lines: [Line], on screen: Screen) {
    self.lines = Self.fitting(lines, toHeight: screen.height).map {
      $0.truncated(toWidth: screen.width)
    }
    self.width = screen.width
    self.usesColor = screen.usesColor
  }

  /// The frame as the terminal receives it, lines separated by newlines, no final newline.
  ///
  /// Styled when colour is on. Plain frames drop trailing blanks: without colour they show
  /// nothing, and piped output and golden files stay free of invisible whitespace.
  public var text: String {
    lines.map { line in
      usesColor ? line.rendered(color: true) : Self.trimmingTrailingSpaces(line.plainText)
    }
    .joined(separator: "\n")
  }

  /// The frame's text without styling, whatever the screen: what a person reads.
  public var plainText: String {
    lines.map { Self.trimmingTrailingSpaces($0.plainText) }.joined(separator: "\n")
  }

  /// The line that stands for lines left out at the bottom.
  static let moreLine = Line(SafeText.ellipsis, style: .secondary)

  /// `lines` if there are at most `height` of them; otherwise the first `height - 1` and a line
  /// saying `…`, so nobody mistakes the cut for the end.
  static func fitting(_ lines: [Line], toHeight height: Int) -> [Line] {
    guard lines.count > height else { return lines }
    guard height > 0 else { return [] }
    return Array(lines.prefix(height - 1)) + [moreLine]
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
