import Models
import Observation
import ViewModels
import Views

/// The Gallery's coordinator: owns navigation between its screens (view models only ask, through
/// `onNavigate`) and builds each screen through the factory the composition root gave it. It
/// reads no input and draws nothing: a front end (`GalleryLines` for lines, `GalleryKeys` for
/// keys) turns what a person does into calls on it and on its screens' view models.
///
/// ```swift
/// let coordinator = GalleryCoordinator(
///   list: list, makeDetail: { photo in ... }, makeList: { query in ... }, makeAlbums: { ... })
/// await coordinator.start()
/// _ = try coordinator.opening { try coordinator.list.open(3) }  // the detail is now in front
/// ```
@MainActor
@Observable
public final class GalleryCoordinator {
  /// A screen the Gallery can show.
  public enum Route {
    /// A photo list: the Gallery's own at the bottom, or one opened over the albums.
    case list(PhotoListViewModel)
    case detail(PhotoDetailViewModel)
    case albums(AlbumsViewModel)
    /// Posting a video: a child coordinator of its own.
    case videoPost(VideoPostCoordinator)
  }

  /// The screens opened over the Gallery's photo list, last in front.
  public internal(set) var stack: [Route] = []
  /// The one-line news for the person: what the last thing asked came to. Navigation writes it
  /// (a video posted, a flow that could not open); a front end writes its own answers here too.
  public var message: Message?
  /// Whether `quit` was asked for.
  public internal(set) var isFinished = false

  /// The photo list view model, at the bottom of every stack.
  public let list: PhotoListViewModel
  /// Keeps warm the thumbnails of the rows a front end is about to show; nil without thumbnails.
  @ObservationIgnored public let prefetcher: ThumbnailPrefetcher?
  /// How `post-video` builds its flow; nil when this Gallery posts no videos.
  @ObservationIgnored public let videoPosts: VideoPostFlows?
  @ObservationIgnored private let makeDetail: @MainActor (Photo) -> PhotoDetailViewModel
  @ObservationIgnored private let makeList: @MainActor (PhotoQuery) -> PhotoListViewModel
  @ObservationIgnored private let makeAlbums: @MainActor () -> AlbumsViewModel

  /// Creates the coordinator over `list`; the factories build the screens it opens, so only the
  /// composition root knows their services.
  public init(
    list: PhotoListViewModel, prefetcher: ThumbnailPrefetcher? = nil,
    videoPosts: VideoPostFlows? = nil,
    makeDetail: @escaping @MainActor (Photo) -> PhotoDetailViewModel,
    makeList: @escaping @MainActor (PhotoQuery) -> PhotoListViewModel,
    makeAlbums: @escaping @MainActor () -> AlbumsViewModel
  ) {
    self.list = list
    self.prefetcher = prefetcher
    self.videoPosts = videoPosts
    self.makeDetail = makeDetail
    self.makeList = makeList
    self.makeAlbums = makeAlbums
    list.onNavigate = { [weak self] route in self?.listAsked(route) }
  }

  /// The screen in front.
  public var route: Route { stack.last ?? .list(list) }

  /// The screens open now, bottom first: a front end drops what it kept for any other.
  public var openScreens: Set<ObjectIdentifier> {
    Set(([Route.list(list)] + stack).map(\.screen))
  }

  /// Loads the list for the first time and returns when it has settled.
  public func start() async { await list.load() }

  /// Runs `intent`, and if it opened a screen, starts and returns that screen's first work.
  public func opening<Refusal: Error>(
    _ intent: () throws(Refusal) -> Void
  ) throws(Refusal) -> Task<Void, Never>? {
    let depth = stack.count
    try intent()
    guard stack.count > depth, let opened = stack.last else { return nil }
    return start(opened)
  }

  /// A screen's first work once it is in front, its `appear()`: a list loads, a detail loads its
  /// thumbnail.
  private func start(_ route: Route) -> Task<Void, Never>? {
    switch route {
    case .list(let list): Task { await list.appear() }
    case .detail(let detail): Task { await detail.appear() }
    case .albums(let albums): Task { await albums.appear() }
    case .videoPost: nil  // `openVideoPost` starts the flow it presents
    }
  }

  /// Takes the screen in front off the stack, if one is over the list; a screen going away stops
  /// the work it started. At the photo list at the bottom nothing happens.
  public func back() {
    guard let front = stack.popLast() else { return }
    switch front {
    case .list(let list): list.disappear()
    case .detail(let detail): detail.disappear()
    case .albums(let albums): albums.disappear()
    case .videoPost: break  // a flow closes itself
    }
  }

  /// Asks the session to end, stopping the work every screen started: a load the session no
  /// longer waits for (one from a server that never stops sending) must not go on writing to
  /// the store while it is saved at the end.
  public func quit() {
    isFinished = true
    for route in [.list(list)] + stack {
      switch route {
      case .list(let list): list.disappear()
      case .detail(let detail): detail.disappear()
      case .albums(let albums): albums.disappear()
      case .videoPost: break  // a flow closes itself
      }
    }
  }

  /// Opens the albums over the list and returns their load.
  public func showAlbums() -> Task<Void, Never>? {
    let albums = makeAlbums()
    albums.onNavigate = { [weak self] navigation in self?.albumsAsked(navigation) }
    stack.append(.albums(albums))
    return start(.albums(albums))
  }

  private func listAsked(_ navigation: PhotoListViewModel.Navigation) {
    switch navigation {
    case .showPhoto(let photo):
      let detail = makeDetail(photo)
      detail.onNavigate = { [weak self] route in self?.detailAsked(route) }
      stack.append(.detail(detail))
    }
  }

  private func albumsAsked(_ navigation: AlbumsViewModel.Navigation) {
    switch navigation {
    case .showAlbum(let album):
      let photos = makeList(PhotoQuery(albumFilter: .album(album.id)))
      photos.onNavigate = { [weak self] navigation in self?.listAsked(navigation) }
      stack.append(.list(photos))
    }
  }

  private func detailAsked(_ navigation: PhotoDetailViewModel.Navigation) {
    switch navigation {
    case .back: if case .detail = route { back() }
    }
  }
}

extension GalleryCoordinator.Route {
  /// The view model or flow the route shows: what identifies the screen.
  public var screen: ObjectIdentifier {
    switch self {
    case .list(let list): ObjectIdentifier(list)
    case .detail(let detail): ObjectIdentifier(detail)
    case .albums(let albums): ObjectIdentifier(albums)
    case .videoPost(let flow): ObjectIdentifier(flow)
    }
  }
}
