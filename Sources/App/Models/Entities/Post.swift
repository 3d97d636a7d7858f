/// A post in the jsonplaceholder shape, kept exactly as received: its title and body came from
/// outside, so a view makes them safe before they reach a terminal.
public struct Post: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among posts.
  public let id: Int
  /// The author's id.
  public let userID: Int
  /// The post's title: untrusted text.
  public let title: String
  /// What it says, often several lines: untrusted text.
  public let body: String

  /// Creates a post from its fields.
  public init(id: Int, userID: Int, title: String, body: String) {
    self.id = id
    self.userID = userID
    self.title = title
    self.body = body
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, body
    case userID = "userId"
  }
}

/// A comment on a post, in the jsonplaceholder shape: untrusted text, like the post.
public struct Comment: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among comments (a local one below zero while it is added).
  public let id: Int
  /// The post it is on.
  public let postID: Int
  /// A short title the author gave it.
  public let name: String
  /// The author's address.
  public let email: String
  /// What it says.
  public let body: String

  /// Creates a comment from its fields.
  public init(id: Int, postID: Int, name: String = "", email: String = "", body: String) {
    self.id = id
    self.postID = postID
    self.name = name
    self.email = email
    self.body = body
  }

  /// Reads a comment; a missing `name` or `email` is empty. jsonplaceholder answers a new
  /// comment with the fields it was sent and its id, and a comment is added without either.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    id = try fields.decode(Int.self, forKey: .id)
    postID = try fields.decode(Int.self, forKey: .postID)
    name = try fields.decodeIfPresent(String.self, forKey: .name) ?? ""
    email = try fields.decodeIfPresent(String.self, forKey: .email) ?? ""
    body = try fields.decode(String.self, forKey: .body)
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, email, body
    case postID = "postId"
  }
}

/// A comment not yet on the server: what an add sends. The key makes the add idempotent.
public struct CommentDraft: Hashable, Sendable {
  /// The post it is on.
  public var postID: Int
  /// What it says.
  public var body: String
  /// Names this add for the server (`Idempotency-Key`): a retry of the same add sends the same.
  public var key: String

  /// Creates a draft; `key` should be unique per add the person makes.
  public init(postID: Int, body: String, key: String) {
    self.postID = postID
    self.body = body
    self.key = key
  }
}

/// The rule a comment's text must meet before it is sent: one line, like a todo's title.
public enum CommentText {
  /// The most characters a comment may have (the embedded backend's limit).
  public static let rule = SingleLineText(maximumLength: 1_000)
}

/// One write to a comment, as a screen shows it before the server answers.
public typealias CommentChange = RecordChange<Comment>
