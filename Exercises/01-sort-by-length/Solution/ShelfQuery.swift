import Models

/// What the word shelf shows: the kit's one query shape, ``ListQuery``, over the shelf's own
/// sort fields, the way `WordQuery` is the word list's.
///
/// ```swift
/// var query = ShelfQuery()
/// query.sort = ShelfSort(field: .added, ascending: false)
/// ```
public typealias ShelfQuery = ListQuery<ShelfSortField>

/// Which field orders the shelf's words, and in which direction.
public typealias ShelfSort = ListSort<ShelfSortField>

/// The fields the shelf can sort words by; a command names them by their raw value.
public enum ShelfSortField: String, Hashable, Sendable, CaseIterable {
  /// Alphabetically, ignoring case and accents.
  case text
  /// In the order words were added.
  case added
  /// By length in letters (an accented letter counts once); words of one length alphabetically.
  case length
}

extension ListQuery where SortField == ShelfSortField {
  /// Creates a query that shows every word alphabetically.
  public init() {
    self.init(sort: ShelfSort(field: .text))
  }
}
