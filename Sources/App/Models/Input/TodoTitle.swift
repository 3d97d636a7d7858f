import Foundation

/// The rules a todo's title must meet before it is sent: checked where it is typed, so a title
/// the server would refuse (or a terminal would be spoiled by) never leaves the screen.
///
/// ```swift
/// try TodoTitle.checked("  Buy milk ")      // "Buy milk"
/// try TodoTitle.checked("   ")              // throws .empty
/// try TodoTitle.checked("a\tb")             // throws .controlCharacters
/// ```
public enum TodoTitle {
  /// The most characters a title may have.
  public static let maximumLength = 200

  /// Why a title cannot be used: a fact, which the front end words.
  public enum Issue: Error, Hashable, Sendable {
    /// Nothing but spaces.
    case empty
    /// Tabs, line breaks or other control characters: a title is one line without them.
    case controlCharacters
    /// More characters than ``TodoTitle/maximumLength`` (the count given, and the limit).
    case tooLong(Int, limit: Int)
  }

  /// `text` without surrounding spaces, if it makes a title.
  public static func checked(_ text: String) throws(Issue) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .empty }
    if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw .controlCharacters
    }
    guard trimmed.count <= maximumLength else {
      throw .tooLong(trimmed.count, limit: maximumLength)
    }
    return trimmed
  }
}
