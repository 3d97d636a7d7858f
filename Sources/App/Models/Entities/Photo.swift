import DataEngine
import Essentials
import Foundation

/// A photo in an album, in the jsonplaceholder shape: plain data, its text untrusted (a view makes
/// it safe). Its addresses are kept as the text a `URL` writes, checked as a `URL` when the photo
/// is made: a list holds 200,000 photos, and a held `URL` is much larger than its text
/// (DataEngine's article "Row keys and a plain photo").
public struct Photo: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among photos.
  public let id: Int
  /// The album this photo belongs to.
  public let albumID: Int
  /// The title as the server sent it: untrusted text.
  public let title: String
  /// The full-size image's address, as a `URL` writes it.
  public let urlText: String
  /// The small preview image's address, as a `URL` writes it.
  public let thumbnailURLText: String
  /// The full-size image: its text came from a `URL`, so it parses.
  public var url: URL { URL(string: urlText)! }
  /// A small preview image: its text came from a `URL`, so it parses.
  public var thumbnailURL: URL { URL(string: thumbnailURLText)! }
  /// Creates a photo from its fields.
  public init(id: Int, albumID: Int, title: String, url: URL, thumbnailURL: URL) {
    (self.id, self.albumID, self.title) = (id, albumID, title)
    (urlText, thumbnailURLText) = (url.absoluteString, thumbnailURL.absoluteString)
  }
  /// Decodes a photo, its addresses as `URL` fields: one that is no URL is refused at its field.
  public init(from decoder: any Decoder) throws {
    let wire = try decoder.container(keyedBy: CodingKeys.self)
    id = try wire.decode(Int.self, forKey: .id)
    albumID = try wire.decode(Int.self, forKey: .albumID)
    title = try wire.decode(String.self, forKey: .title)
    urlText = try wire.decodeURLText(forKey: .urlText)
    thumbnailURLText = try wire.decodeURLText(forKey: .thumbnailURLText)
  }

  // The wire format uses jsonplaceholder's names; Swift names follow the API design guidelines.
  private enum CodingKeys: String, CodingKey {
    case id, title
    case albumID = "albumId", urlText = "url", thumbnailURLText = "thumbnailUrl"
  }
}

// What a photo list can do with photos: the capabilities ListDataSource builds on.
extension Photo: StoreEntity, Sortable, Groupable, RelationshipFilterable, TextSearchable {
  /// By id, as the server lists them.
  public static var defaultSort: [SortDescriptor<Photo>] { [] }
  /// One section per album.
  public static var sectionNumber: (KeyPath<Photo, Int> & Sendable)? { \Photo.albumID }
  /// Photos belong to albums.
  public typealias Related = Album
  /// The photos of the album with id `owner`.
  public static func predicate(belongingTo owner: Album.ID) -> Predicate<Photo> {
    #Predicate { $0.albumID == owner }
  }
  /// The title, folded; a SQLite store keeps it (below).
  public static var searchKey: KeyPath<Photo, FoldedText> & Sendable { \Photo.title.folded }
  public static func searchText(of photo: Photo) -> FoldedText { photo.title.folded }
  /// What a SQLite store orders and filters by without reading photos: the id, and the album
  /// and folded title, kept indexed beside each photo.
  public static var storedKeys: [StoredKey<Photo>] {
    [.id(\.id), .number("album", \.albumID), .folded("title", \.title.folded)]
  }
}
