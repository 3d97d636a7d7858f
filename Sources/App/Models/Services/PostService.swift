/// What the post screens need from "somewhere posts are kept": list posts, read one with its comments,
/// add a comment and delete one. `Networking.PostAPIClient` is the production conformance.
public protocol PostService: Sendable {
  /// Every post, in id order.
  func posts() async throws -> [Post]

  /// The post with id `id`.
  func post(id: Post.ID) async throws -> Post

  /// The comments on post `postID`, in id order.
  func comments(postID: Post.ID) async throws -> [Comment]

  /// Creates a comment from `draft` and returns it as the server stored it, with its id.
  /// Sending the same draft (the same key) again creates nothing more.
  func addComment(_ draft: CommentDraft) async throws -> Comment

  /// Removes the comment with id `id`.
  func deleteComment(id: Comment.ID) async throws
}
