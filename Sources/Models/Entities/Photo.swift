import Foundation

/// A photo in an album, in the jsonplaceholder shape, kept exactly as received: its text came from
/// outside, so a view makes it safe before it reaches a terminal.
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
  /// The title folded once for searching and ordering; derived, never stored or sent.
  public let foldedTitle: FoldedText

  /// Creates a photo from its fields.
  public init(id: Int, albumID: Int, title: String, url: URL, thumbnailURL: URL) {
    self.id = id
    self.albumID = albumID
    self.title = title
    self.url = url
    self.thumbnailURL = thumbnailURL
    self.foldedTitle = FoldedText(title)
  }

  /// Decodes a photo from its wire fields, folding the title once.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try fields.decode(Int.self, forKey: .id),
      albumID: try fields.decode(Int.self, forKey: .albumID),
      title: try fields.decode(String.self, forKey: .title),
      url: try fields.decode(URL.self, forKey: .url),
      thumbnailURL: try fields.decode(URL.self, forKey: .thumbnailURL))
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
