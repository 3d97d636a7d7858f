import Foundation

/// A case- and diacritic-insensitive "contains" search over one text of each entity.
///
/// Why not a `#Predicate`: on Linux it offers no diacritic-insensitive match, and evaluating one
/// per row over a long list costs far more than a keystroke's frame. A search reads a
/// ``FoldedText`` that the fetched results folded once, when the entity entered the list.
public struct TextSearch<Entity>: Sendable {
  /// The term as typed.
  public private(set) var term: String
  /// The term folded for matching.
  public private(set) var foldedTerm: FoldedText
  /// The entity's searchable text, folded: read once per row, when the row enters the list.
  public let text: @Sendable (Entity) -> FoldedText
  /// Where the text is read from, when the search was made with a key path: a store can read
  /// it (a ``SQLiteStore`` that keeps it as a ``StoredKey`` searches without reading entities).
  public let path: (KeyPath<Entity, FoldedText> & Sendable)?

  /// Searches the text `text` returns for `term`; an empty term matches everything.
  public init(_ term: String, in text: @escaping @Sendable (Entity) -> FoldedText) {
    self.term = term
    self.foldedTerm = FoldedText(term)
    self.text = text
    path = nil
  }

  /// Searches the folded text at `path` for `term`: the same search, but one a store can read.
  /// `text`, when given, reads the same text directly: reading through a key path copies the
  /// entity, which a list of many rows arriving at once notices.
  public init(
    _ term: String, in path: KeyPath<Entity, FoldedText> & Sendable,
    reading text: (@Sendable (Entity) -> FoldedText)? = nil
  ) {
    self.term = term
    self.foldedTerm = FoldedText(term)
    self.text = text ?? { $0[keyPath: path] }
    self.path = path
  }

  /// The same search for another term.
  public func searching(for term: String) -> TextSearch {
    var copy = self
    copy.term = term
    copy.foldedTerm = FoldedText(term)
    return copy
  }

  /// Whether the term matches everything.
  @inlinable public var isEmpty: Bool { foldedTerm.value.isEmpty }

  /// Whether `entity`'s text contains the term, ignoring case and accents.
  @inlinable public func matches(_ entity: Entity) -> Bool { text(entity).contains(foldedTerm) }
}
