import Models
import ViewModels

/// How the Gallery makes the screens its routes name: given by the composition root, which
/// alone knows the services and the store behind them. Every factory a photo route needs is
/// required, so a Gallery whose deep links could open nothing does not compile.
public struct GalleryScreens {
  public var makeDetail: @MainActor (Photo) -> PhotoDetailViewModel
  /// A photo list over a query: one album's, opened from the albums.
  public var makeList: @MainActor (PhotoQuery) -> PhotoListViewModel
  public var makeAlbums: @MainActor () -> AlbumsViewModel
  /// The photo a detail route names in a path set whole (a deep link); nil stops the path.
  public var photoWithID: @MainActor (Photo.ID) -> Photo?
  /// The posts screens; without them, the posts routes open nothing.
  public var posts: PostScreens?

  public init(
    makeDetail: @escaping @MainActor (Photo) -> PhotoDetailViewModel,
    makeList: @escaping @MainActor (PhotoQuery) -> PhotoListViewModel,
    makeAlbums: @escaping @MainActor () -> AlbumsViewModel,
    photoWithID: @escaping @MainActor (Photo.ID) -> Photo?, posts: PostScreens? = nil
  ) {
    self.makeDetail = makeDetail
    self.makeList = makeList
    self.makeAlbums = makeAlbums
    self.photoWithID = photoWithID
    self.posts = posts
  }
}

/// How the Gallery makes its posts screens.
public struct PostScreens {
  public var makeList: @MainActor () -> PostListViewModel
  public var makePost: @MainActor (Post.ID) -> PostViewModel

  public init(
    makeList: @escaping @MainActor () -> PostListViewModel,
    makePost: @escaping @MainActor (Post.ID) -> PostViewModel
  ) {
    self.makeList = makeList
    self.makePost = makePost
  }
}
