import Models
import Observation
import ViewModels

/// The Gallery's coordinator: owns navigation between its screens (view models only ask, through
/// `onNavigate`) and builds each screen through the factory the composition root gave it. It
/// reads no input, draws nothing and starts no screen's work: a front end (`GalleryLines` for
/// lines, `GalleryKeys` for keys, a `NavigationStack` on a phone) turns what a person does into
/// calls on it and on its screens' view models, and starts the screen it shows (`appear()`).
///
/// Navigation is a value: ``path`` lists the screens over the photo list by what they show, and
/// a front end may write it as a `NavigationStack(path:)` binding does, cutting it short on a
/// swipe back or setting it whole for a deep link.
///
/// ```swift
/// let coordinator = GalleryCoordinator(
///   list: list, makeDetail: { photo in ... }, makeList: { query in ... }, makeAlbums: { ... })
/// await coordinator.start()
/// try coordinator.list.open(3)              // the detail of photo 3 is now in front
/// await coordinator.front.appear()          // what the front end does for the screen it shows
/// coordinator.path = [.albums, .album(2)]   // a deep link: album 2's photos over the albums
/// ```
@MainActor
@Observable
public final class GalleryCoordinator {
  /// A screen the Gallery can open over its photo list, named by what it shows and never by a
  /// view model: a value a `NavigationStack` can hold, compare, save and restore.
  public enum Route: Hashable, Sendable {
    /// The detail of the photo with this id.
    case detail(Photo.ID)
    case albums
    /// The photo list of the album with this id.
    case album(Album.ID)
    /// Posting a video from this source: a child coordinator of its own.
    case videoPost(VideoSource)
    /// The posts, with a search over their titles.
    case posts
    /// The post with this id: its body and its comments.
    case post(Post.ID)
  }

  /// What a route shows: the view model made for it (or, for a video post, its flow).
  public enum Screen {
    /// A photo list: the Gallery's own at the bottom, or an album's.
    case list(PhotoListViewModel)
    case detail(PhotoDetailViewModel)
    case albums(AlbumsViewModel)
    /// Posting a video: a child coordinator of its own.
    case videoPost(VideoPostCoordinator)
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

  /// A route and the screen made for it.
  struct Shown {
    let route: Route
    let screen: Screen
  }

  /// The screens open over the photo list, bottom first, with their routes.
  var shown: [Shown] = []

  /// The routes open over the photo list, last in front. Writing it navigates: the screens of
  /// routes no longer in it are told `disappear()` and released, and the screens of new routes
  /// are made from the route values (the first that cannot be made ends the path and says so
  /// in ``notice``). Screens of the routes both paths start with are kept as they are.
  public var path: [Route] {
    get { shown.map(\.route) }
    set { navigate(to: newValue) }
  }

  /// The screens open over the photo list, in ``path``'s order.
  public var screens: [Screen] { shown.map(\.screen) }

  /// The last thing navigation has to tell the person, if any; a front end clears it once said.
  public var notice: Notice?
  /// Whether `quit` was asked for.
  public internal(set) var isFinished = false
  /// The changes every screen made here is still saving, open or closed: what a front end
  /// asked to end waits for.
  public let saves = PendingSaves()

  /// The photo list view model, at the bottom of every stack.
  public let list: PhotoListViewModel
  /// Keeps warm the thumbnails of the rows a front end is about to show; nil without thumbnails.
  @ObservationIgnored public let prefetcher: ThumbnailPrefetcher?
  /// How `post-video` builds its flow; nil when this Gallery posts no videos.
  @ObservationIgnored public let videoPosts: VideoPostFlows?
  @ObservationIgnored private let makeDetail: @MainActor (Photo) -> PhotoDetailViewModel
  @ObservationIgnored private let makeList: @MainActor (PhotoQuery) -> PhotoListViewModel
  @ObservationIgnored private let makeAlbums: @MainActor () -> AlbumsViewModel
  @ObservationIgnored private let photoWithID: @MainActor (Photo.ID) -> Photo?
  @ObservationIgnored private let posts: PostScreens?

  /// Creates the coordinator over `list`; the factories build the screens it opens, so only the
  /// composition root knows their services. `photoWithID` finds the photo a detail route names
  /// when a path is set whole (a deep link); without it, such a route opens nothing. `posts`
  /// makes the posts screens; without it, ``Route/posts`` and ``Route/post(_:)`` open nothing.
  public init(
    list: PhotoListViewModel, prefetcher: ThumbnailPrefetcher? = nil,
    videoPosts: VideoPostFlows? = nil,
    makeDetail: @escaping @MainActor (Photo) -> PhotoDetailViewModel,
    makeList: @escaping @MainActor (PhotoQuery) -> PhotoListViewModel,
    makeAlbums: @escaping @MainActor () -> AlbumsViewModel,
    photoWithID: @escaping @MainActor (Photo.ID) -> Photo? = { _ in nil },
    posts: PostScreens? = nil
  ) {
    self.posts = posts
    self.list = list
    self.prefetcher = prefetcher
    self.videoPosts = videoPosts
    self.makeDetail = makeDetail
    self.makeList = makeList
    self.makeAlbums = makeAlbums
    self.photoWithID = photoWithID
    list.onNavigate = { [weak self] route in self?.listAsked(route) }
  }

  /// The screen open for `route`, the one in front if it is open twice: what a
  /// `navigationDestination(for:)` shows for the route value it is given. Nil once it is closed.
  public func screen(for route: Route) -> Screen? {
    shown.last { $0.route == route }?.screen
  }

  /// The screen in front.
  public var front: Screen { shown.last?.screen ?? .list(list) }

  /// The screens open now, bottom first: a front end drops what it kept for any other.
  public var openScreens: Set<ObjectIdentifier> {
    Set(([Screen.list(list)] + screens).map(\.id))
  }

  /// Loads the list for the first time and returns when it has settled.
  public func start() async { await list.load() }

  /// Takes the screen in front off the path, if one is over the list. At the photo list at the
  /// bottom nothing happens.
  public func back() {
    guard !shown.isEmpty else { return }
    path.removeLast()
  }

  /// Asks the session to end, stopping the work every screen started: a load the session no
  /// longer waits for (one from a server that never stops sending) must not go on writing to
  /// the store while it is saved at the end.
  public func quit() {
    isFinished = true
    for screen in [.list(list)] + screens {
      switch screen {
      case .videoPost: break  // a flow closes itself
      default: screen.disappear()
      }
    }
  }

  /// Opens the albums over the list.
  public func showAlbums() { path.append(.albums) }

  /// Opens the posts over the list; without posts, ``notice`` says the route was not opened.
  public func showPosts() { path.append(.posts) }

  /// Moves to `newPath`: keeps the screens of the routes both paths start with, closes the
  /// rest, front first, and makes the new ones in order.
  private func navigate(to newPath: [Route]) {
    var kept = 0
    while kept < shown.count, kept < newPath.count, shown[kept].route == newPath[kept] {
      kept += 1
    }
    let closing = shown[kept...]
    shown.removeSubrange(kept...)
    for gone in closing.reversed() { close(gone.screen) }
    for route in newPath[kept...] {
      guard let screen = makeScreen(for: route) else {
        notice = .notOpened(route)
        return
      }
      open(Shown(route: route, screen: screen))
    }
  }

  /// Puts a screen made in front, and watches the changes it saves: every screen opened comes
  /// here, so a screen that writes is counted by ``saves`` with no line of its own.
  func open(_ entry: Shown) {
    shown.append(entry)
    saves.watch(entry.screen.viewModel)
  }

  /// A screen taken off the path stops the work it started; a video post is closed as its back
  /// would close it.
  private func close(_ screen: Screen) {
    switch screen {
    case .videoPost(let flow): if !flow.isFinished { flow.close(quitting: false) }
    default: screen.disappear()
    }
  }

  /// The screen `route` names, made by the factories; nil when it cannot be made now.
  private func makeScreen(for route: Route) -> Screen? {
    switch route {
    case .detail(let id): photoWithID(id).map(detail)
    case .albums: albums()
    case .album(let id): albumList(id)
    case .videoPost(.file(let path)):
      // A file's flow is made at once; an asset's needs the library's answer first, which is
      // `openVideoPost`'s to wait for.
      (try? videoPosts?.flow(file: path)).map(watched)
    case .videoPost(.asset): nil
    case .posts: posts.map { .posts(postList($0)) }
    case .post(let id): posts.map { .post($0.makePost(id)) }
    }
  }

  private func postList(_ screens: PostScreens) -> PostListViewModel {
    let list = screens.makeList()
    list.onNavigate = { [weak self] navigation in
      switch navigation {
      case .showPost(let id): self?.path.append(.post(id))
      }
    }
    return list
  }

  private func detail(_ photo: Photo) -> Screen {
    let detail = makeDetail(photo)
    detail.onNavigate = { [weak self, weak detail] navigation in
      if let self, let detail { self.detailAsked(detail, navigation) }
    }
    return .detail(detail)
  }

  private func albums() -> Screen {
    let albums = makeAlbums()
    albums.onNavigate = { [weak self] navigation in self?.albumsAsked(navigation) }
    return .albums(albums)
  }

  private func albumList(_ id: Album.ID) -> Screen {
    let photos = makeList(PhotoQuery(albumFilter: .album(id)))
    photos.onNavigate = { [weak self] navigation in self?.listAsked(navigation) }
    return .list(photos)
  }

  private func listAsked(_ navigation: PhotoListViewModel.Navigation) {
    switch navigation {
    case .showPhoto(let photo):
      // The list has the photo in hand: no lookup, so this works over any store.
      open(Shown(route: .detail(photo.id), screen: detail(photo)))
    }
  }

  private func albumsAsked(_ navigation: AlbumsViewModel.Navigation) {
    switch navigation {
    case .showAlbum(let album): path.append(.album(album.id))
    }
  }

  private func detailAsked(
    _ detail: PhotoDetailViewModel, _ navigation: PhotoDetailViewModel.Navigation
  ) {
    switch navigation {
    case .back: if case .detail(let inFront) = front, inFront === detail { back() }
    }
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
