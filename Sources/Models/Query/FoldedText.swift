import Foundation

/// Text folded once for case- and diacritic-insensitive matching.
///
/// Folding is the expensive part of a search, so a list folds each title once, when the data
/// arrives, and folds only the search term on each keystroke.
///
/// ```swift
/// FoldedText("Crème Brûlée").contains(FoldedText("creme")) // true
/// ```
public struct FoldedText: Hashable, Sendable, Comparable {
  /// The folded form: lower case, accents removed.
  public let value: String

  /// Folds `text` for matching.
  public init(_ text: String) {
    value = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether this text contains `term`. An empty term is contained in everything.
  public func contains(_ term: FoldedText) -> Bool {
    term.value.isEmpty || value.contains(term.value)
  }

  /// Orders folded texts by their folded form.
  public static func < (lhs: FoldedText, rhs: FoldedText) -> Bool {
    lhs.value < rhs.value
  }
}
