import ViewModels

/// The start of a numbered list row: the number right-aligned between two-column margins, and
/// the row's change mark (if any) in the left margin, like a diff's gutter.
///
/// ```
///     9  an unchanged row
/// +  10  a row the last change inserted
/// ~  11  a row it updated
/// ```
///
/// A row starts with these spans, and its text takes the rest of the width:
///
/// ```swift
/// let digits = NumberText.digitCount(rows.count)  // every number lined up to the widest
/// var line = Line(RowNumber.spans(3, digits: digits, mark: nil))  // "   3  "
/// let room = width - RowNumber.width(digits: digits)
/// line.append(SafeText.fitting(untrusted: name, toWidth: room))
/// ```
public enum RowNumber {
  /// Blank columns before and after the number.
  public static let margin = 2

  /// The columns the spans take for a list whose widest number has `digits` digits.
  public static func width(digits: Int) -> Int { margin + digits + margin }

  /// The spans for row `number` in a list whose widest number has `digits` digits, with the
  /// change `mark` in the gutter (nil for none).
  public static func spans(_ number: Int, digits: Int, mark: ChangeMark?) -> [Span] {
    let text: SafeText = "\(number)"
    let gutter: SafeText = mark == nil ? "" : "\(ChangeSetText.mark(mark)) "
    let indent = SafeText.empty.padded(toWidth: margin + digits - text.width - gutter.width)
    return [
      Span(gutter, style: .heading), Span(indent), Span(text, style: .secondary),
      Span(SafeText.empty.padded(toWidth: margin)),
    ]
  }
}
