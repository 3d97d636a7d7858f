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
  public var makePeople: @MainActor () -> PeopleViewModel
  /// A person's profile, opened from the people or a post's author.
  public var makeUser: @MainActor (User.ID) -> UserViewModel
  /// The photo a detail route names in a path set whole (a deep link); nil stops the path.
  public var photoWithID: @MainActor (Photo.ID) -> Photo?
  /// The posts screens; without them, the posts routes open nothing.
  public var posts: PostScreens?
  /// The favorites screen; without it, the favorites route opens nothing.
  public var favorites: (@MainActor () -> FavoritesViewModel)?

  public init(
    makeDetail: @escaping @MainActor (Photo) -> PhotoDetailViewModel,
    makeList: @escaping @MainActor (PhotoQuery) -> PhotoListViewModel,
    makeAlbums: @escaping @MainActor () -> AlbumsViewModel,
    makePeople: @escaping @MainActor () -> PeopleViewModel,
    makeUser: @escaping @MainActor (User.ID) -> UserViewModel,
    photoWithID: @escaping @MainActor (Photo.ID) -> Photo?, posts: PostScreens? = nil,
    favorites: (@MainActor () -> FavoritesViewModel)? = nil
  ) {
    (self.makeDetail, self.makeList, self.makeAlbums) = (makeDetail, makeList, makeAlbums)
    (self.makePeople, self.makeUser) = (makePeople, makeUser)
    (self.photoWithID, self.posts, self.favorites) = (photoWithID, posts, favorites)
  }
}

/// How the Gallery makes its posts screens.
public struct PostScreens {
  public var makeList: @MainActor () -> PostListViewModel
  public var makePost: @MainActor (Post.ID) -> PostViewModel

  public init(
    makeList: @escaping @MainActor () -> PostListViewModel,
    makePost: @escaping @MainActor (Post.ID) -> PostViewModel
  ) { (self.makeList, self.makePost) = (makeList, makePost) }
}

// The screens the Gallery opens over its photo list: a new screen adds its route, its case of
// what a route shows, its factory, and its arm of `makeScreen(for:)`, all in this file.
extension GalleryCoordinator {
  /// A screen the Gallery can open over its photo list, named by what it shows and never by a
  /// view model: a value a `NavigationStack` can hold, compare, save and restore.
  public enum Route: Hashable, Sendable, Codable {
    case detail(Photo.ID)
    case albums
    case album(Album.ID)
    /// Posting a video from this source: a child coordinator of its own.
    case videoPost(VideoSource)
    case posts
    /// The post with this id, with its comments.
    case post(Post.ID)
    case people
    /// The profile of the user with this id.
    case user(User.ID)
    case favorites
  }

  /// What a route shows: the view model made for it (or, for a video post, its flow).
  public enum Screen {
    /// A photo list: the Gallery's own at the bottom, or an album's.
    case list(PhotoListViewModel)
    case detail(PhotoDetailViewModel)
    case albums(AlbumsViewModel)
    case videoPost(VideoPostCoordinator)
    case posts(PostListViewModel)
    case post(PostViewModel)
    case people(PeopleViewModel)
    case user(UserViewModel)
    case favorites(FavoritesViewModel)
  }

  /// The screen `route` names, made by the factories; nil when it cannot be made now.
  func makeScreen(for route: Route) -> Shown? {
    switch route {
    case .detail(let id):
      return make.photoWithID(id).map { shown(route, detail($0), as: Screen.detail) }
    case .albums:
      return shown(route, make.makeAlbums(), as: Screen.albums) { [weak self] in
        if case .showAlbum(let album) = $0 { self?.path.append(.album(album.id)) }
      }
    case .album(let id):
      return shown(route, make.makeList(PhotoQuery(albumFilter: .album(id))), as: Screen.list) {
        [weak self] in self?.listAsked($0)
      }
    case .videoPost(let source): return videoPost(source)
    case .posts:
      return make.posts.map {
        shown(route, $0.makeList(), as: Screen.posts) { [weak self] in
          if case .showPost(let id) = $0 { self?.path.append(.post(id)) }
        }
      }
    case .post(let id):
      return make.posts.map {
        shown(route, $0.makePost(id), as: Screen.post) { [weak self] in
          if case .showAuthor(let user) = $0 { self?.path.append(.user(user)) }
        }
      }
    case .people:
      return shown(route, make.makePeople(), as: Screen.people) { [weak self] in
        if case .showProfile(let id) = $0 { self?.path.append(.user(id)) }
      }
    case .user(let id): return shown(route, make.makeUser(id), as: Screen.user)
    case .favorites:
      return make.favorites.map {
        shown(route, $0(), as: Screen.favorites) { [weak self] in
          if case .showPhoto(let id) = $0 { self?.path.append(.detail(id)) }
        }
      }
    }
  }
}
