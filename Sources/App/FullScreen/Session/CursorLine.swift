import TerminalKit
import Views

/// How the cursor's row looks: `▸` in its first column, and in inverse video when the screen
/// has colour.
///
/// The views draw a list's rows without knowing about a cursor (the line front end has none), so
/// the front end marks the row on the frame the view drew. The first column of a row is the
/// margin before its number; a refresh's change mark there gives way to the cursor while it
/// sits on that row. Without colour (`NO_COLOR`, `--no-color`) the `▸` alone shows the row.
enum CursorLine {
  /// The marker in the row's first column.
  static let marker: SafeText = "▸"

  /// `line` marked as the cursor's, still at most `width` columns.
  static func marking(_ line: Line, width: Int, on screen: Screen) -> Line {
    var spans = line.spans
    if let first = spans.first {
      let rest = SafeText(untrusted: String(first.text.string.dropFirst()))
      spans[0] = Span(rest, style: first.style)
    }
    let marked = Line([Span(marker, style: .heading)] + spans)
    guard screen.usesColor else { return marked }
    let inverse = marked.spans.map { span in
      var style = span.style
      style.inverse = true
      return Span(span.text, style: style)
    }
    return Line(inverse).padded(toWidth: width, style: .bar)
  }
}
