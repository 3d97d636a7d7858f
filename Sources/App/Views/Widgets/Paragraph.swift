/// Text wrapped over as many lines as it needs, for messages and explanations.
///
/// ```swift
/// Paragraph.lines("The server has no users.", width: screen.width, style: .secondary)
/// Paragraph.failure(
///   "Could not load the users: \(untrusted: failure.message)", advice: "Type 'retry'.",
///   width: screen.width)
/// ```
public enum Paragraph {
  /// `text` wrapped to `width` columns, each line in `style`; at most `maximumLines`, the last
  /// ending in `…` when text was left out, and no more of the text read than those lines hold.
  public static func lines(
    _ text: SafeText, width: Int, style: Style = .plain, maximumLines: Int = .max
  ) -> [Line] {
    text.wrapped(toWidth: width, maximumLines: maximumLines).map { Line($0, style: style) }
  }

  /// What went wrong, in the failure style, then what can be done about it, each paragraph in
  /// at most `maximumLines`.
  public static func failure(
    _ reason: SafeText, advice: SafeText, width: Int, maximumLines: Int = .max
  ) -> [Line] {
    lines(reason, width: width, style: .failure, maximumLines: maximumLines)
      + lines(advice, width: width, style: .secondary, maximumLines: maximumLines)
  }
}
