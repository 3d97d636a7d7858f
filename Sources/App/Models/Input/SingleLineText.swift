import Foundation

/// The one rule for text typed on a single line and sent to a server (a todo's title, a
/// comment): trimmed, not empty, one line without tabs or control characters (a terminal would
/// be spoiled by them), and at most a number of characters. Checked where it is typed, so text
/// the server would refuse never leaves the screen.
///
/// ```swift
/// let title = SingleLineText(maximumLength: 200)
/// try title.checked("  Buy milk ")      // "Buy milk"
/// try title.checked("   ")              // throws .empty
/// try title.checked("a\tb")             // throws .controlCharacters
/// ```
public struct SingleLineText: Hashable, Sendable {
  /// The most characters the text may have.
  public let maximumLength: Int

  /// Why the text cannot be used: a fact, which the front end words.
  public enum Issue: Error, Hashable, Sendable {
    /// Nothing but spaces.
    case empty
    /// Tabs, line breaks or other control characters: the text is one line without them.
    case controlCharacters
    /// More characters than allowed (the count given, and the limit).
    case tooLong(Int, limit: Int)
  }

  /// The rule for text of at most `maximumLength` characters.
  public init(maximumLength: Int) {
    self.maximumLength = maximumLength
  }

  /// `text` without surrounding spaces, if it meets the rule.
  public func checked(_ text: String) throws(Issue) -> String {
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
