import DataEngine
import Foundation

/// A photo in an album, in the jsonplaceholder shape, kept exactly as received: its text came from
/// outside, so a view makes it safe before it reaches a terminal.
///
/// Plain data: how a store keeps hundreds of thousands of these compactly, and how a list folds
/// titles to search and order them, is the engine's business, not the photo's.
public struct Photo: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among photos.
  public let id: Int
  /// The album this photo belongs to.
  public let albumID: Int
  /// The title as the server sent it: untrusted text.
  public let title: String
  /// The full-size image.
  public let url: URL
  /// A small preview image.
  public let thumbnailURL: URL

  /// Creates a photo from its fields.
  public init(id: Int, albumID: Int, title: String, url: URL, thumbnailURL: URL) {
    self.id = id
    self.albumID = albumID
    self.title = title
    self.url = url
    self.thumbnailURL = thumbnailURL
  }

  // The wire format uses jsonplaceholder's names; Swift names follow the API design guidelines.
  private enum CodingKeys: String, CodingKey {
    case id, title, url
    case albumID = "albumId"
    case thumbnailURL = "thumbnailUrl"
  }
}

// What a photo list can do with photos: the capabilities ListDataSource builds on.
extension Photo: StoreEntity, Sortable, Groupable, RelationshipFilterable, TextSearchable {
  /// By id, as the server lists them.
  public static var defaultSort: [SortDescriptor<Photo>] { [] }

  /// One section per album.
  public var sectionKey: SectionKey { .number(albumID) }

  /// Photos belong to albums.
  public typealias Related = Album

  /// The photos of the album with id `owner`.
  public static func predicate(belongingTo owner: Album.ID) -> Predicate<Photo> {
    #Predicate { $0.albumID == owner }
  }

  /// The title, which the list folds when a photo arrives.
  public static var searchText: KeyPath<Photo, FoldedText> { \.title.folded }
}
