/// Text wrapped over as many lines as it needs, for messages and explanations.
enum Paragraph {
  /// `text` wrapped to `width` columns, each line in `style`; at most `maximumLines`, the last
  /// ending in `…` when text was left out, and no more of the text read than those lines hold.
  static func lines(
    _ text: SafeText, width: Int, style: Style = .plain, maximumLines: Int = .max
  ) -> [Line] {
    text.wrapped(toWidth: width, maximumLines: maximumLines).map { Line($0, style: style) }
  }

  /// What went wrong, in the failure style, then what can be done about it, each paragraph in
  /// at most `maximumLines`.
  static func failure(
    _ reason: SafeText, advice: SafeText, width: Int, maximumLines: Int = .max
  ) -> [Line] {
    lines(reason, width: width, style: .failure, maximumLines: maximumLines)
      + lines(advice, width: width, style: .secondary, maximumLines: maximumLines)
  }
}
