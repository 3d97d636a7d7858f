/// An album of photos, owned by a user, in the jsonplaceholder shape.
public struct Album: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among albums.
  public let id: Int
  /// The user who owns the album.
  public let userID: Int
  /// The title as the server sent it: untrusted text.
  public let title: String

  public init(id: Int, userID: Int, title: String) {
    self.id = id
    self.userID = userID
    self.title = title
  }

  private enum CodingKeys: String, CodingKey {
    case id
    case userID = "userId"
    case title
  }
}
