import Coordinators
import Models

/// The Gallery's words for what its navigation reports (`GalleryCoordinator.Notice`): a video
/// post asked for without video posting, one that could not be opened, was posted or was
/// closed, and a route whose screen could not be made, each route named as a sentence names it.
///
/// ```swift
/// GalleryWords.notice(.notOpened(.detail(999)))  // "Could not open photo 999."
/// ```
public enum GalleryWords {
  /// What navigation reported, in a sentence; a caption or a path is given as it is.
  public static func notice(_ notice: GalleryCoordinator.Notice) -> String {
    switch notice {
    case .withoutVideoPosting: "This Gallery was started without video posting."
    case .videoPostNotOpened(let error): VideoPostWords.sentence(for: error)
    case .videoPosted(let post): "Posted your video as post \(post.id): \(post.caption)"
    case .videoPostClosed: "Video post closed; nothing was posted."
    case .notOpened(let route): "Could not open \(name(of: route))."
    }
  }

  /// What `route` is called in a sentence: "photo 7", "the albums".
  public static func name(of route: GalleryCoordinator.Route) -> String {
    switch route {
    case .detail(let id): "photo \(id)"
    case .albums: "the albums"
    case .posts: "the posts"
    case .post(let id): "post \(id)"
    case .people: "the people"
    case .user(let id): "user \(id)"
    case .favorites: "the favorites"
    case .album(let id): "album \(id)"
    case .videoPost(let source): "a video post of \(name(of: source))"
    }
  }

  /// What a video post's `source` is called in a sentence.
  private static func name(of source: VideoSource) -> String {
    switch source {
    case .file(let path): path
    case .asset(let id): "asset \(id)"
    }
  }
}
