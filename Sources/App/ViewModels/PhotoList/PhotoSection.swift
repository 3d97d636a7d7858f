import DataEngine
import Models

/// What one section of the photo list holds, named by the field it groups by.
///
/// The fetched results key a section with a bare `SectionKey`, knowing no entity; that a photo
/// list's number is an album's id is said once here, for a `Section` header to switch over.
public enum PhotoSection: Hashable, Sendable {
  /// Every photo: the one section of a list that is not grouped.
  case all
  /// The photos of the album with this id.
  case album(Album.ID)

  /// The section the photo list's fetched results key `key`; a key a photo never gives (a
  /// text) is read as every photo.
  public init(_ key: SectionKey) {
    switch key {
    case .number(let album): self = .album(album)
    case .all, .text: self = .all
    }
  }
}

extension PhotoListContent {
  /// What each section holds, in order, beside ``ListRows/sections`` (which says how many rows).
  public var sections: [PhotoSection] { rows.sections.map { PhotoSection($0.key) } }
}
