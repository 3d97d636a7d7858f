/// A photo the person marked as a favorite, in the jsonplaceholder shape: which photo, and its
/// title as the server sent it, kept exactly as received, so a view makes it safe before it
/// reaches a terminal.
public struct Favorite: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among favorites.
  public let id: Int
  /// The favorite photo's id.
  public let photoID: Photo.ID
  /// The photo's title as the server sent it: untrusted text.
  public let title: String

  /// Creates a favorite from its fields.
  public init(id: Int, photoID: Photo.ID, title: String) {
    self.id = id
    self.photoID = photoID
    self.title = title
  }

  private enum CodingKeys: String, CodingKey {
    case id, title
    case photoID = "photoId"
  }
}
