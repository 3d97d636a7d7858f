/// One screenful of text: the lines a view rendered, ready to print.
///
/// Every line is at most ``width`` columns: the frame truncates any line that is not, so the
/// guarantee holds for every view. Colour is decided once, when the frame is made, from the
/// ``Screen`` it was made for.
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

  /// Creates a frame for `screen`, truncating any line wider than the screen.
  public init(_ lines: [Line], on screen: Screen) {
    self.lines = lines.map { $0.truncated(toWidth: screen.width) }
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

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
