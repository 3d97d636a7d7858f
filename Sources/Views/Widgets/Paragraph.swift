/// Text wrapped over as many lines as it needs, for messages and explanations.
enum Paragraph {
  /// `text` wrapped to `width` columns, each line in `style`.
  static func lines(_ text: SafeText, width: Int, style: Style = .plain) -> [Line] {
    text.wrapped(toWidth: width).map { Line($0, style: style) }
  }
}
