import Foundation
import HTTPTransport
import Models

/// Posts and their comments over HTTP, speaking jsonplaceholder's API: the production
/// `PostService`. An add carries its draft's key as `Idempotency-Key`, so a retry after a lost
/// answer makes one comment. Everything it throws is an `HTTPClient.Failure`.
public struct PostAPIClient: PostService {
  private let client: HTTPClient

  /// Creates a post service that sends its requests through `client`.
  public init(client: HTTPClient) { self.client = client }

  /// `GET /posts?_page=N&_limit=100`, page after page until one comes short: jsonplaceholder
  /// and json-server page this way, and a server that ignores the paging answers everything on
  /// the first page, which ends the loop as well.
  public func posts() async throws -> [Post] {
    let limit = 100
    var posts: [Post] = []
    for page in 1... {
      let query = [
        URLQueryItem(name: "_page", value: "\(page)"),
        URLQueryItem(name: "_limit", value: "\(limit)"),
      ]
      let next: [Post] = try await client.send(Request(path: "/posts", query: query))
      // A server that ignores `_page` sends the same posts again: they are already here.
      if let first = next.first, posts.contains(where: { $0.id == first.id }) { break }
      posts += next
      if next.count < limit { break }
    }
    return posts
  }

  /// `GET /posts/N`.
  public func post(id: Post.ID) async throws -> Post {
    try await client.send(Request(path: "/posts/\(id)"))
  }

  /// `GET /posts/N/comments`.
  public func comments(postID: Post.ID) async throws -> [Comment] {
    try await client.send(Request(path: "/posts/\(postID)/comments"))
  }

  /// `POST /comments` with the draft's fields and `Idempotency-Key: <draft.key>`.
  public func addComment(_ draft: CommentDraft) async throws -> Comment {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let body = try encoder.encode(NewComment(postId: draft.postID, body: draft.body))
    return try await client.send(
      Request(
        method: .post, path: "/comments",
        headers: ["Content-Type": "application/json", "Idempotency-Key": draft.key], body: body))
  }

  /// `DELETE /comments/N`; a 404 (already gone) counts as done.
  public func deleteComment(id: Comment.ID) async throws {
    do {
      _ = try await client.data(for: Request<Data>(method: .delete, path: "/comments/\(id)"))
    } catch {
      guard case .status(code: 404, _) = error else { throw error }
    }
  }

  /// A POST body, in jsonplaceholder's field names.
  private struct NewComment: Encodable {
    let postId: Int
    let body: String
  }
}
