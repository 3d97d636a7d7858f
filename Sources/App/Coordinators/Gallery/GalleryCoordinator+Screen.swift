import Models
import ViewModels

// What the Gallery's routes show, and what navigation tells the person: the values a front end
// reads beside the path (see GalleryCoordinator.swift).
extension GalleryCoordinator {
  /// What a route shows: the view model made for it (or, for a video post, its flow).
  public enum Screen {
    /// A photo list: the Gallery's own at the bottom, or an album's.
    case list(PhotoListViewModel)
    case detail(PhotoDetailViewModel)
    case albums(AlbumsViewModel)
    /// Posting a video: a child coordinator of its own.
    case videoPost(VideoPostCoordinator)
    /// The posts.
    case posts(PostListViewModel)
    /// One post with its comments.
    case post(PostViewModel)
  }

  /// What navigation has to tell the person, as facts: the front ends put them in words.
  public enum Notice {
    /// A video post was asked for, and this Gallery was started without video posting.
    case withoutVideoPosting
    /// The video-post flow could not be made: the file cannot be posted, or no asset has the id.
    case videoPostNotOpened(any Error)
    /// The video post was published.
    case videoPosted(VideoPost)
    /// The video post was left with nothing posted.
    case videoPostClosed
    /// A path was set with a route whose screen cannot be made (a photo not in the store, an
    /// asset the library has not been asked for): the path stops before it.
    case notOpened(Route)
  }
}

@MainActor
extension GalleryCoordinator.Screen {
  /// The view model or flow shown: what identifies the screen.
  public var id: ObjectIdentifier { ObjectIdentifier(viewModel) }

  /// The view model shown (for a video post, its flow): what a test holds weakly to see the
  /// screen released, with no switch of its own to extend when a screen is added.
  public var viewModel: AnyObject {
    switch self {
    case .list(let list): list
    case .detail(let detail): detail
    case .albums(let albums): albums
    case .videoPost(let flow): flow
    case .posts(let posts): posts
    case .post(let post): post
    }
  }

  /// The screen is shown (SwiftUI's `.task`): a list loads, a detail loads its thumbnail, the
  /// albums load, a video post fetches its asset. A front end calls it; navigation never does.
  public func appear() async {
    switch self {
    case .list(let list): await list.appear()
    case .detail(let detail): await detail.appear()
    case .albums(let albums): await albums.appear()
    case .videoPost(let flow): await flow.start()
    case .posts(let posts): await posts.appear()
    case .post(let post): if case .idle = post.state { await post.load() }
    }
  }

  /// The screen is gone from view (SwiftUI's `.onDisappear`): it stops the work it started. A
  /// video post is left by closing its flow instead.
  public func disappear() {
    switch self {
    case .list(let list): list.disappear()
    case .detail(let detail): detail.disappear()
    case .albums(let albums): albums.disappear()
    case .posts(let posts): posts.disappear()
    case .videoPost, .post: break
    }
  }
}

/// How the Gallery makes its posts screens: given by the composition root, which alone knows the
/// service behind them.
public struct PostScreens {
  /// Makes the posts list.
  public var makeList: @MainActor () -> PostListViewModel
  /// Makes the screen of the post with the id.
  public var makePost: @MainActor (Post.ID) -> PostViewModel

  /// The posts screens `makeList` and `makePost` make.
  public init(
    makeList: @escaping @MainActor () -> PostListViewModel,
    makePost: @escaping @MainActor (Post.ID) -> PostViewModel
  ) {
    self.makeList = makeList
    self.makePost = makePost
  }
}
