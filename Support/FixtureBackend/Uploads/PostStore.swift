import Essentials
import Foundation

/// The video posts a fixture server has published, in memory, numbered from 1.
final class PostStore: Sendable {
  /// A post as it goes over the wire: `{"caption": ..., "fileId": ..., "id": N}`.
  struct Post: Codable, Sendable {
    let id: Int
    let caption: String
    let fileId: String
  }

  /// A caption longer than this, in characters, is refused.
  static let maximumCaptionLength = 2_200

  private let posts = Locked<[Post]>([])

  /// Publishes a post and returns it with its new id.
  func publish(caption: String, fileID: String) -> Post {
    posts.withLock { posts in
      let post = Post(id: posts.count + 1, caption: caption, fileId: fileID)
      posts.append(post)
      return post
    }
  }

  /// The post numbered `id`, if any.
  func post(id: Int) -> Post? {
    posts.withLock { posts in posts.first { $0.id == id } }
  }
}
