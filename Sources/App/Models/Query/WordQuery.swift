/// What a word list shows: a ``ListQuery`` over word fields. The defaults show every word
/// alphabetically in one section.
public typealias WordQuery = ListQuery<WordSortField>

/// Which field orders words, and in which direction.
public typealias WordSort = ListSort<WordSortField>

/// The fields a word list can be sorted by.
public enum WordSortField: String, Hashable, Sendable, CaseIterable {
  /// Alphabetically, ignoring case and accents.
  case text
  /// In the order words were added.
  case added
}

extension ListSort where SortField == WordSortField {
  /// The default word sort: alphabetical.
  public init() { self.init(field: .text) }
}

extension ListQuery where SortField == WordSortField {
  /// Creates a query that shows every word alphabetically in one section.
  public init() { self.init(sort: WordSort()) }
}
