import Essentials
import Models

/// A `PostService` over a small server of comments in memory (``ScriptedRecords``), for one
/// post; its ``script`` makes any comment call fail or wait. Built from the generic script, as
/// ``ScriptedTodoService`` is.
public final class ScriptedPostService: PostService, Sendable {
  private let post: Post
  private let server: ScriptedRecords<Comment>

  /// What happens to each comment call (`list`, `add`, `delete`), and the record of them.
  public var script: CallScript<RecordCall> { server.script }

  /// A server holding `post` and `comments` (in id order).
  public init(_ post: Post, comments: [Comment] = []) {
    self.post = post
    server = ScriptedRecords(comments, noun: "comment")
  }

  /// The comments the server holds now.
  public var comments: [Comment] { server.records }

  /// The one post it holds.
  public func posts() async throws -> [Post] { [post] }

  /// The post, whatever the id.
  public func post(id: Post.ID) async throws -> Post { post }

  /// The comments of post `postID`, as held when the call arrived.
  public func comments(postID: Post.ID) async throws -> [Comment] {
    try await server.list("comments(postID: \(postID))") { $0.postID == postID }
  }

  /// Creates the comment, once per key.
  public func addComment(_ draft: CommentDraft) async throws -> Comment {
    try await server.add(key: draft.key, "addComment(\(draft.body), key: \(draft.key))") { id in
      Comment(id: id, postID: draft.postID, body: draft.body)
    }
  }

  /// Removes the comment; one already gone is done too.
  public func deleteComment(id: Comment.ID) async throws {
    try await server.delete(id: id, "deleteComment(id: \(id))")
  }
}
