/// What a photo list shows: which photos, in what order, in what sections.
///
/// A query is a plain value, so a view model can keep the current one as state, compare it and
/// test it without any list on screen. The photo list applies it to its `ListDataSource`,
/// asking again only for the parts that changed.
///
/// ```swift
/// var query = PhotoQuery()
/// query.searchTerm = "sunset"
/// query.grouping = .album
/// ```
public struct PhotoQuery: Hashable, Sendable {
  /// Keeps photos whose title contains this, ignoring case and accents. Empty keeps all.
  public var searchTerm: String
  /// The order of photos within each section.
  public var sort: PhotoSort
  /// How photos are split into sections.
  public var grouping: PhotoGrouping
  /// Which albums' photos are kept.
  public var albumFilter: AlbumFilter

  /// Creates a query; the defaults show every photo by ascending id in one section.
  public init(
    searchTerm: String = "",
    sort: PhotoSort = PhotoSort(),
    grouping: PhotoGrouping = .none,
    albumFilter: AlbumFilter = .all
  ) {
    self.searchTerm = searchTerm
    self.sort = sort
    self.grouping = grouping
    self.albumFilter = albumFilter
  }
}

/// Which field orders photos, and in which direction.
public struct PhotoSort: Hashable, Sendable {
  /// The fields a photo list can be sorted by.
  public enum Field: String, Hashable, Sendable, CaseIterable {
    /// The server's identifier.
    case id
    /// The title, ignoring case and accents (ties broken by id).
    case title
  }

  /// The field compared first.
  public var field: Field
  /// Ascending when true, descending otherwise.
  public var ascending: Bool

  /// Creates a sort; the default is ascending by id.
  public init(field: Field = .id, ascending: Bool = true) {
    self.field = field
    self.ascending = ascending
  }
}

/// How a photo list is split into sections.
public enum PhotoGrouping: String, Hashable, Sendable, CaseIterable {
  /// One section with every photo.
  case none
  /// One section per album, in ascending album order.
  case album
}

/// Which albums' photos a list keeps.
public enum AlbumFilter: Hashable, Sendable {
  /// Photos of every album.
  case all
  /// Only photos of the album with this identifier.
  case album(Int)

  /// Whether a photo in album `albumID` passes the filter.
  public func includes(_ albumID: Int) -> Bool {
    switch self {
    case .all: true
    case .album(let id): id == albumID
    }
  }
}
