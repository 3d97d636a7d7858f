import Foundation

/// A photo in an album, in the jsonplaceholder shape.
///
/// Every text field came from outside the app (a server or a store), so a view must make it safe
/// before it reaches a terminal. The model keeps the data exactly as received.
///
/// ```swift
/// let photo = Photo(id: 1, albumID: 1, title: "sunset", url: url, thumbnailURL: thumb)
/// ```
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
    case id
    case albumID = "albumId"
    case title
    case url
    case thumbnailURL = "thumbnailUrl"
  }
}
