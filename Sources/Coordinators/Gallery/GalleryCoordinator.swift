import Models
import Observation
import ViewModels
import Views

/// The Gallery's coordinator: owns navigation between its screens (view models only ask, through
/// `onNavigate`), routes each line to the screen in front, and draws its frame or its help.
///
/// ```swift
/// let coordinator = GalleryCoordinator(
///   list: list, makeDetail: { photo in ... }, makeList: { query in ... }, makeAlbums: { ... })
/// await coordinator.start()
/// await coordinator.send("open 3")?.value   // the detail is now in front
/// print(coordinator.frame(on: screen).text)
/// ```
@MainActor
@Observable
public final class GalleryCoordinator: SessionCoordinator {
  /// A screen the Gallery can show.
  public enum Route {
    /// A photo list: the Gallery's own at the bottom, or one opened over the albums.
    case list(PhotoListViewModel)
    case detail(PhotoDetailViewModel)
    case albums(AlbumsViewModel)
    /// Posting a video: a child coordinator with commands of its own, handed every line.
    case videoPost(VideoPostCoordinator)
  }

  /// The screens opened over the Gallery's photo list, last in front.
  public internal(set) var stack: [Route] = []
  /// Whether help covers the screen in front, listing that screen's commands.
  public internal(set) var showsHelp = false
  /// The one-line answer to the last command, if it needs one.
  public internal(set) var message: Message?
  /// Whether `quit` was asked for.
  public internal(set) var isFinished = false

  /// The photo list view model, at the bottom of every stack.
  public let list: PhotoListViewModel
  @ObservationIgnored private let makeDetail: @MainActor (Photo) -> PhotoDetailViewModel
  @ObservationIgnored private let makeList: @MainActor (PhotoQuery) -> PhotoListViewModel
  @ObservationIgnored private let makeAlbums: @MainActor () -> AlbumsViewModel
  /// How `post-video` builds its flow; nil when this Gallery posts no videos.
  @ObservationIgnored public let videoPosts: VideoPostFlows?
  /// Keeps the thumbnails of the list's visible rows and next page warm; nil without thumbnails.
  @ObservationIgnored let prefetcher: ThumbnailPrefetcher?
  /// The height the session last fitted the screens to, for the screens opened later.
  @ObservationIgnored private var fittedHeight: Int?
  /// The line front end's page on each open list screen, by screen; dropped when it closes.
  var pagers: [ObjectIdentifier: LinePager] = [:]

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
    followListWindow()
  }

  /// The screen in front.
  public var route: Route { stack.last ?? .list(list) }

  /// Loads the list for the first time and returns when it has settled.
  public func start() async { await list.load() }

  /// Matches the pages of every screen to a screen of `height` lines, and of those opened later.
  public func fit(toHeight height: Int) {
    fittedHeight = height
    fit(.list(list), toHeight: height)
    for route in stack { fit(route, toHeight: height) }
  }

  /// Handles one line with the commands of the screen in front, returning the work it started,
  /// if any; a line refused changes nothing but the message, which says what is valid.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    message = nil
    switch route {
    case .list(let list): return deliver(line) { onList($0, list) }
    case .detail(let detail): return deliver(line) { onDetail($0, detail) }
    case .albums(let albums): return deliver(line) { onAlbums($0, albums) }
    // A video post has commands of its own: every line is its to read.
    case .videoPost(let flow): return flow.send(line)
    }
  }

  /// Whether `line` stops the work under way: only on the video-post screen, whose `cancel`,
  /// `back` and `quit` stop an upload; elsewhere each line waits for the work before it.
  public func interrupts(_ line: String) -> Bool {
    guard case .videoPost(let flow) = route else { return false }
    return flow.interrupts(line)
  }

  /// Parses `line` and hands it to `screen`'s handler; help closes first, and `back` closes
  /// only the help.
  private func deliver<Command: GalleryScreenCommand>(
    _ line: String, to screen: (Command) -> Task<Void, Never>?
  ) -> Task<Void, Never>? {
    guard let command = Command.parse(line, refusing: { message = $0 }) else { return nil }
    if showsHelp {
      showsHelp = false
      if command == .back { return nil }
    }
    return screen(command)
  }

  // MARK: Navigation

  /// Runs `intent`, and if it opened a screen, starts and returns that screen's first work.
  func opening<Refusal: Error>(
    _ intent: () throws(Refusal) -> Void
  ) throws(Refusal) -> Task<Void, Never>? {
    let depth = stack.count
    try intent()
    guard stack.count > depth, let opened = stack.last else { return nil }
    return start(opened)
  }

  /// Puts `route` in front, fitted to the screen.
  private func present(_ route: Route) {
    if let fittedHeight { fit(route, toHeight: fittedHeight) }
    stack.append(route)
  }

  /// A screen's first work once it is in front: a list loads, a detail loads its thumbnail.
  private func start(_ route: Route) -> Task<Void, Never>? {
    switch route {
    case .list(let list): Task { await list.load() }
    case .detail(let detail): Task { await detail.appear() }
    case .albums(let albums): Task { await albums.load() }
    case .videoPost: nil  // `post-video` starts the flow it presents
    }
  }

  private func fit(_ route: Route, toHeight height: Int) {
    guard let listing = listing(of: route) else { return }  // nothing to page
    pagers[ObjectIdentifier(listing.screen), default: Self.firstPager].resize(
      to: listing.pageSize(height), in: listing.layout)
  }

  /// Closes the help over the screen in front, or else the screen itself: what Escape does.
  /// At the photo list at the bottom there is nothing to go back to, and nothing happens.
  public func back() {
    message = nil
    if showsHelp {
      showsHelp = false
    } else if !stack.isEmpty {
      closeFront()
    }
  }

  /// Asks the session to end.
  public func quit() { isFinished = true }

  /// Takes the screen in front off the stack, or says how to leave from the bottom one.
  func goBack() {
    guard !stack.isEmpty else {
      message = .error("Already at the photo list; 'quit' leaves the Gallery.")
      return
    }
    closeFront()
  }

  /// Takes the screen in front off the stack; a screen going away stops the work it started.
  func closeFront() {
    switch stack.removeLast() {
    case .list(let list):
      list.disappear()
      pagers[ObjectIdentifier(list)] = nil
    case .detail(let detail): detail.disappear()
    case .albums(let albums):
      albums.disappear()
      pagers[ObjectIdentifier(albums)] = nil
    case .videoPost: break  // a flow closes itself
    }
  }

  private func listAsked(_ navigation: PhotoListViewModel.Navigation) {
    switch navigation {
    case .showPhoto(let photo):
      let detail = makeDetail(photo)
      detail.onNavigate = { [weak self] route in self?.detailAsked(route) }
      present(.detail(detail))
    }
  }

  /// Opens the albums over the list and returns their load.
  func showAlbums() -> Task<Void, Never>? {
    let albums = makeAlbums()
    albums.onNavigate = { [weak self] navigation in self?.albumsAsked(navigation) }
    present(.albums(albums))
    return start(.albums(albums))
  }

  private func albumsAsked(_ navigation: AlbumsViewModel.Navigation) {
    switch navigation {
    case .showAlbum(let album):
      let photos = makeList(PhotoQuery(albumFilter: .album(album.id)))
      photos.onNavigate = { [weak self] navigation in self?.listAsked(navigation) }
      present(.list(photos))
    }
  }

  private func detailAsked(_ navigation: PhotoDetailViewModel.Navigation) {
    switch navigation {
    case .back: if case .detail = route { closeFront() }
    }
  }

  /// Shows a refused intent or a failed retry as the message; the state stays as it was.
  func refuse(_ refusal: GalleryRefusal) { message = Self.refusal(refusal) }
}

extension GalleryCoordinator.Route {
  /// The view model or flow the route shows: what identifies the screen.
  var screen: ObjectIdentifier {
    switch self {
    case .list(let list): ObjectIdentifier(list)
    case .detail(let detail): ObjectIdentifier(detail)
    case .albums(let albums): ObjectIdentifier(albums)
    case .videoPost(let flow): ObjectIdentifier(flow)
    }
  }
}
