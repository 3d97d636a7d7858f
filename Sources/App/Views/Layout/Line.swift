/// A run of safe text drawn in one style.
public struct Span: Hashable, Sendable {
  public let text: SafeText
  /// How it is drawn when colour is on.
  public let style: Style

  public init(_ text: SafeText, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// One line of a frame: spans drawn left to right.
///
/// A line is measured on its bare text and styled only when rendered, so its ``width`` is what
/// the terminal shows whether colour is on or off.
public struct Line: Hashable, Sendable {
  /// The spans, left to right.
  public private(set) var spans: [Span]

  /// Empty spans are dropped, so two lines that read the same compare equal.
  public init(_ spans: [Span]) { self.spans = spans.filter { !$0.text.isEmpty } }

  public init(_ text: SafeText, style: Style = .plain) { self.init([Span(text, style: style)]) }

  /// A line with nothing on it.
  public static let blank = Line([])

  /// The columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + $1.text.width } }

  /// The line's text without any styling.
  public var plainText: String { spans.map(\.text.string).joined() }

  /// The line as the terminal receives it: styled when `color` is true, bare otherwise.
  ///
  /// Neighbouring spans in the same style share one escape sequence.
  public func rendered(color: Bool) -> String {
    guard color else { return plainText }
    var runs: [Span] = []
    for span in spans {
      if let last = runs.last, last.style == span.style {
        runs[runs.count - 1] = Span(last.text + span.text, style: span.style)
      } else {
        runs.append(span)
      }
    }
    return runs.map { $0.style.apply(to: $0.text) }.joined()
  }

  public mutating func append(_ text: SafeText, style: Style = .plain) {
    if !text.isEmpty { spans.append(Span(text, style: style)) }
  }

  /// Adds the spans of `line` after this line's.
  public mutating func append(_ line: Line) { spans += line.spans }

  /// This line cut to at most `width` columns, with `…` in the style of the span that was cut.
  ///
  /// Spans are measured only as far as `width` reaches, so cutting a megabyte-long line costs
  /// what cutting a short one does.
  public func truncated(toWidth width: Int) -> Line {
    var total = 0
    for span in spans where total <= width { total += span.text.width(upTo: width - total) }
    guard total > width else { return self }
    var kept: [Span] = []
    var remaining = width
    for span in spans {
      let spanWidth = span.text.width(upTo: remaining)
      // The last span that fits whole must still leave a column for the ellipsis.
      if spanWidth < remaining {
        kept.append(span)
        remaining -= spanWidth
      } else {
        // More follows this span, so it ends in "…" even if it would fit exactly.
        kept.append(Span(span.text.cutWithEllipsis(toWidth: remaining), style: span.style))
        break
      }
    }
    return Line(kept)
  }

  /// This line followed by blanks up to `width` columns, in `style` (a bar spans the screen).
  public func padded(toWidth width: Int, style: Style = .plain) -> Line {
    let missing = width - self.width
    guard missing > 0 else { return self }
    var line = self
    line.append(SafeText.empty.padded(toWidth: missing), style: style)
    return line
  }
}
