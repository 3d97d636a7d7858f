import Foundation

/// What a photo list shows: which photos, in what order, in what sections.
///
/// A query is a plain value, so a view model can keep the current one as state, compare it and
/// test it without any list on screen. `sections(of:)` applies it to photos.
///
/// ```swift
/// var query = PhotoQuery()
/// query.searchTerm = "sunset"
/// query.grouping = .album
/// let sections = query.sections(of: IndexedPhotos(photos))
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

  /// Applies the query: filters, sorts and groups `photos` into sections.
  ///
  /// Sections appear in ascending album order when grouped; empty sections are omitted.
  public func sections(of photos: IndexedPhotos) -> [PhotoSection] {
    let term = FoldedText(searchTerm)
    let kept = photos.entries.filter { entry in
      albumFilter.includes(entry.photo.albumID) && entry.foldedTitle.contains(term)
    }
    let sorted = kept.sorted(by: sort.areInIncreasingOrder).map(\.photo)
    switch grouping {
    case .none:
      return sorted.isEmpty ? [] : [PhotoSection(key: .all, photos: sorted)]
    case .album:
      let byAlbum = Dictionary(grouping: sorted, by: \.albumID)
      return byAlbum.keys.sorted().map { albumID in
        PhotoSection(key: .album(albumID), photos: byAlbum[albumID] ?? [])
      }
    }
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

  /// Whether `lhs` comes before `rhs`. Descending swaps the operands rather than negating the
  /// result, so the order stays strict and ties (equal titles) still break by id.
  func areInIncreasingOrder(_ lhs: IndexedPhotos.Entry, _ rhs: IndexedPhotos.Entry) -> Bool {
    ascending ? precedes(lhs, rhs) : precedes(rhs, lhs)
  }

  private func precedes(_ lhs: IndexedPhotos.Entry, _ rhs: IndexedPhotos.Entry) -> Bool {
    switch field {
    case .id:
      lhs.photo.id < rhs.photo.id
    case .title:
      lhs.foldedTitle == rhs.foldedTitle
        ? lhs.photo.id < rhs.photo.id : lhs.foldedTitle < rhs.foldedTitle
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

  /// Whether a photo in album `albumID` passes the filter.
  public func includes(_ albumID: Int) -> Bool {
    switch self {
    case .all: true
    case .album(let id): id == albumID
    }
  }
}
