/// What a list shows: which rows, in what order, in what sections. One shape for every list; the
/// sort fields are the list's own (``PhotoQuery``, ``WordQuery``). A plain value, so a view model
/// keeps it as state and applies it to its ``ListDataSource``, asking again only for what changed.
public struct ListQuery<SortField: Hashable & Sendable>: Hashable, Sendable {
  /// Keeps rows whose text contains this, ignoring case and accents. Empty keeps all.
  public var searchTerm: String
  /// The order of rows within each section.
  public var sort: ListSort<SortField>
  /// Whether rows are split into sections (by the entity's ``Groupable/sectionKey``).
  public var isGrouped: Bool
  /// Keeps only the rows that belong to the owner with this id (the photos of an album, say);
  /// nil keeps all.
  public var owner: Int?

  public init(
    searchTerm: String = "", sort: ListSort<SortField>, isGrouped: Bool = false,
    owner: Int? = nil
  ) {
    self.searchTerm = searchTerm
    self.sort = sort
    self.isGrouped = isGrouped
    self.owner = owner
  }
}

/// Which field orders a list's rows, and in which direction.
public struct ListSort<SortField: Hashable & Sendable>: Hashable, Sendable {
  /// The fields this list can be sorted by.
  public typealias Field = SortField

  /// The field compared first.
  public var field: Field
  /// Ascending when true, descending otherwise.
  public var ascending: Bool

  public init(field: Field, ascending: Bool = true) {
    self.field = field
    self.ascending = ascending
  }
}
