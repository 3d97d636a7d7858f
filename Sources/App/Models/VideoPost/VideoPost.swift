/// A published video post: a caption and the uploaded file it shows.
public struct VideoPost: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier for the post.
  public let id: Int
  /// The caption as the server stored it: untrusted text.
  public let caption: String
  /// The uploaded video's identifier.
  public let fileID: String

  public init(id: Int, caption: String, fileID: String) {
    self.id = id
    self.caption = caption
    self.fileID = fileID
  }

  // The wire spells it `fileId`, as jsonplaceholder spells `albumId`.
  private enum CodingKeys: String, CodingKey {
    case id
    case caption
    case fileID = "fileId"
  }
}
