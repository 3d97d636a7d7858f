import Foundation

/// jsonplaceholder's posts and their comments, declared as resources: everything the embedded
/// backend needs for a new record type is in this one file (the records, how the dataset makes
/// them, and what a client may ask of them), plus one line in `FixtureServer.start`.
///
/// - `GET /posts` (`?userId=N`), `GET /posts/N`, `GET /users/N/posts`;
/// - `GET /comments` (`?postId=N`), `GET /comments/N`, `GET /posts/N/comments`;
/// - `POST /comments` with `{"postId": 1, "body": ..., "name": ..., "email": ...}` (201; an
///   `Idempotency-Key` already seen creates nothing), `PATCH` and `DELETE /comments/N`.
///
/// Every list pages as json-server's does (``FixtureResource``).
extension FixtureRoute {
  static func postsWithComments(of dataset: FixtureDataset) -> [FixtureRoute] {
    let users = Set(dataset.users.map(\.id))
    let posts = RecordStore(FixturePost.all(in: dataset))
    let comments = RecordStore(FixtureComment.all(of: posts.records(), seed: dataset.seed))
    return FixtureResource("posts", in: posts)
      .filtered(by: "userId", \.userID)
      .nested(under: "users", by: \.userID) { users.contains($0) }
      .routes
      + FixtureResource("comments", in: comments)
      .filtered(by: "postId", \.postID)
      .nested(under: "posts", by: \.postID) { posts.record(id: $0) != nil }
      .writable()
      .routes
  }
}

/// A generated post, encoded as jsonplaceholder's `{body, id, title, userId}`.
public struct FixturePost: FixtureRecord, Hashable, Codable {
  /// What one is called in a 404.
  public static let noun = "post"
  /// The identifier: 1 to ten per user, grouped by user.
  public let id: Int
  /// The author's id.
  public let userID: Int
  /// A short generated title: untrusted text.
  public let title: String
  /// A few lines of generated text, separated by line breaks, as jsonplaceholder's are.
  public let body: String

  private enum CodingKeys: String, CodingKey {
    case id, title, body
    case userID = "userId"
  }

  /// Ten posts per user of `dataset`, the same for the same seed.
  static func all(in dataset: FixtureDataset) -> [FixturePost] {
    dataset.users.flatMap { user in
      (0..<10).map { offset in
        let id = (user.id - 1) * 10 + offset + 1
        var random = SplitMix64(seed: dataset.seed, stream: 5 << 40 | UInt64(id))
        let title = TitleGenerator.todoTitle(using: &random)
        let lines = (0..<random.next(in: 2...4)).map { _ in
          TitleGenerator.photoTitle(using: &random)
        }
        return FixturePost(
          id: id, userID: user.id, title: title, body: lines.joined(separator: "\n"))
      }
    }
  }
}

/// A generated or written comment, encoded as jsonplaceholder's `{body, email, id, name,
/// postId}`.
public struct FixtureComment: FixtureRecord, Hashable, Codable {
  /// What one is called in a 404.
  public static let noun = "comment"
  /// The identifier: five per post, grouped by post, then one more for each comment added.
  public let id: Int
  /// The post it is on.
  public var postID: Int
  /// A short title the author gave it: untrusted text.
  public var name: String
  /// The author's address.
  public var email: String
  /// What it says: untrusted text.
  public var body: String

  private enum CodingKeys: String, CodingKey {
    case id, name, email, body
    case postID = "postId"
  }

  /// Five comments on each of `posts`, the same for the same seed.
  static func all(of posts: [FixturePost], seed: UInt64) -> [FixtureComment] {
    posts.flatMap { post in
      (0..<5).map { offset in
        let id = (post.id - 1) * 5 + offset + 1
        var random = SplitMix64(seed: seed, stream: 6 << 40 | UInt64(id))
        return FixtureComment(
          id: id, postID: post.id, name: TitleGenerator.albumTitle(using: &random),
          email: "reader\(id)@slim.example", body: TitleGenerator.photoTitle(using: &random))
      }
    }
  }
}

extension FixtureComment: WritableFixtureRecord {
  /// A body longer than this, in characters, is refused.
  static let maximumBodyLength = 1_000

  /// The fields a comment write may carry.
  struct Fields: Decodable {
    let postId: Int?
    let name: String?
    let email: String?
    let body: String?
  }

  static func fields(of body: Data) throws(HTTPError) -> Fields {
    let fields: Fields
    do {
      fields = try JSONDecoder().decode(Fields.self, from: body)
    } catch {
      throw .badRequest(
        "The body must be a JSON object whose postId is a positive integer and name, email "
          + "and body are strings")
    }
    if let text = fields.body {
      guard !text.allSatisfy(\.isWhitespace) else { throw .badRequest("The body is empty") }
      guard text.count <= maximumBodyLength else {
        throw .badRequest("The body is longer than \(maximumBodyLength) characters")
      }
    }
    if let postId = fields.postId, postId <= 0 {
      throw .badRequest("postId must be a positive integer, not \(postId)")
    }
    return fields
  }

  static func created(id: Int, from fields: Fields) throws(HTTPError) -> FixtureComment {
    guard let postID = fields.postId else { throw .badRequest("The postId is missing") }
    guard let body = fields.body else { throw .badRequest("The body is missing") }
    return FixtureComment(
      id: id, postID: postID, name: fields.name ?? "", email: fields.email ?? "", body: body)
  }

  mutating func merge(_ fields: Fields) {
    if let postID = fields.postId { self.postID = postID }
    if let name = fields.name { self.name = name }
    if let email = fields.email { self.email = email }
    if let body = fields.body { self.body = body }
  }
}
