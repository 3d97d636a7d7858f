/// The rule a todo's title must meet before it is sent: the ``SingleLineText`` rule, up to
/// ``maximumLength`` characters.
///
/// ```swift
/// try TodoTitle.checked("  Buy milk ")      // "Buy milk"
/// try TodoTitle.checked("   ")              // throws .empty
/// ```
public enum TodoTitle {
  /// The most characters a title may have.
  public static let maximumLength = 200

  /// Why a title cannot be used.
  public typealias Issue = SingleLineText.Issue

  /// `text` without surrounding spaces, if it makes a title.
  public static func checked(_ text: String) throws(Issue) -> String {
    try SingleLineText(maximumLength: maximumLength).checked(text)
  }
}
