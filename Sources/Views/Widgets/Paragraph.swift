/// Text wrapped over as many lines as it needs, for messages and explanations.
enum Paragraph {
  /// `text` wrapped to `width` columns, each line in `style`; at most `maximumLines`, the last
  /// ending in `…` when text was left out, and no more of the text read than those lines hold.
  static func lines(
    _ text: SafeText, width: Int, style: Style = .plain, maximumLines: Int = .max
  ) -> [Line] {
    text.wrapped(toWidth: width, maximumLines: maximumLines).map { Line($0, style: style) }
  }
}
