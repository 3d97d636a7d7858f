/// What a photo list shows: a ``ListQuery`` over photo fields, read and written in the photo
/// list's words (grouping by album, an album filter).
public typealias PhotoQuery = ListQuery<PhotoSortField>

/// Which field orders photos, and in which direction.
public typealias PhotoSort = ListSort<PhotoSortField>

/// The fields a photo list can be sorted by.
public enum PhotoSortField: String, Hashable, Sendable, CaseIterable {
  /// The server's identifier.
  case id
  /// The title, ignoring case and accents (ties broken by id).
  case title
}

extension ListSort where SortField == PhotoSortField {
  /// The default photo sort: ascending by id.
  public init() { self.init(field: .id) }
}

extension ListQuery where SortField == PhotoSortField {
  /// Creates a query; the defaults show every photo by ascending id in one section.
  public init(
    searchTerm: String = "", sort: PhotoSort = PhotoSort(), grouping: PhotoGrouping = .none,
    albumFilter: AlbumFilter = .all
  ) {
    self.init(searchTerm: searchTerm, sort: sort, isGrouped: grouping == .album)
    self.albumFilter = albumFilter
  }

  /// How photos are split into sections.
  public var grouping: PhotoGrouping {
    get { isGrouped ? .album : .none }
    set { isGrouped = newValue == .album }
  }

  /// Which albums' photos are kept.
  public var albumFilter: AlbumFilter {
    get { owner.map(AlbumFilter.album) ?? .all }
    set {
      if case .album(let album) = newValue { owner = album } else { owner = nil }
    }
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
}
