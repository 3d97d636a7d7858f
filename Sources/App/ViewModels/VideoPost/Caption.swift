/// The rules a caption must meet before a video can be posted with it.
///
/// ```swift
/// CaptionRules(maximumLength: 10).issue(with: "Sunset over the harbour")  // .tooLong(23, 10)
/// ```
public struct CaptionRules: Hashable, Sendable {
  /// The most characters a caption may have.
  public let maximumLength: Int

  /// Creates the rules; 200 characters unless told otherwise.
  public init(maximumLength: Int = 200) { self.maximumLength = max(1, maximumLength) }

  /// What is wrong with `caption`, or nil when it can be posted.
  public func issue(with caption: String) -> CaptionIssue? {
    if caption.allSatisfy(\.isWhitespace) { return .empty }
    if caption.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return .controlCharacters
    }
    if caption.count > maximumLength { return .tooLong(caption.count, limit: maximumLength) }
    return nil
  }
}

/// Why a caption cannot be posted yet: a fact, which the front end words (and says how to fix).
public enum CaptionIssue: Hashable, Sendable {
  /// There is no caption, or only spaces.
  case empty
  /// Tabs, line breaks or other control characters, which a caption is one line without.
  case controlCharacters
  /// More characters than the rules allow.
  case tooLong(Int, limit: Int)
}
