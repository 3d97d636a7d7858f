import Models
import Observation
import ViewModels

/// The Gallery's coordinator: owns navigation between its screens (view models only ask, through
/// `onNavigate`) and makes each screen with the composition root's factories. It reads no input
/// and draws nothing: a front end (`GalleryLines`, `GalleryKeys`, a `NavigationStack`) calls it,
/// and starts the screen it shows (`appear()`; `start()` is the photo list's). Navigation is a
/// value: ``path`` may be written as a `NavigationStack(path:)` binding writes it.
///
/// ```swift
/// let coordinator = GalleryCoordinator(list: list, screens: GalleryScreens(...))
/// try coordinator.list.open(3)              // the detail of photo 3 is now in front
/// coordinator.path = [.albums, .album(2)]   // a deep link: album 2's photos over the albums
/// ```
@MainActor
@Observable
public final class GalleryCoordinator {
  /// One opening of a route: a route open twice is two pages, each with a screen of its own.
  public struct Page: Hashable, Sendable, Codable {
    public let route: Route
    let number: Int  // which opening it is; 0 for one not opened yet
  }

  /// A page, the screen made for it, and that screen's view model (or flow).
  struct Shown {
    var page: Page
    let screen: Screen
    let model: any ScreenModel
  }

  var shown: [Shown] = []
  private var pagesOpened = 0

  /// The routes open over the photo list, last in front. Writing it navigates: screens of routes
  /// no longer in it disappear; new routes' screens are made (the first that cannot be ends the
  /// path, and ``notice`` says so); screens of the routes both paths start with stay.
  public var path: [Route] {
    get { shown.map(\.page.route) }
    set {
      let kept = zip(shown, newValue).prefix { $0.page.route == $1 }.map(\.0.page)
      pages = kept + newValue.dropFirst(kept.count).map { Page(route: $0, number: 0) }
    }
  }

  /// The same stack as pages, for a `NavigationStack` bound to it or one saved whole.
  public var pages: [Page] {
    get { shown.map(\.page) }
    set { navigate(to: newValue) }
  }

  /// The screens over the photo list, and their view models, in ``path``'s order.
  public var screens: [Screen] { shown.map(\.screen) }
  public var models: [any ScreenModel] { shown.map(\.model) }

  /// The last thing navigation has to tell the person, if any; a front end clears it once said.
  public var notice: Notice?
  public internal(set) var isFinished = false
  /// The changes every screen made here is still saving: what a front end's way out waits for.
  public let saves = PendingSaves()

  /// The photo list view model, at the bottom of every stack.
  public let list: PhotoListViewModel
  /// Keeps warm the thumbnails of the rows a front end is about to show; nil without thumbnails.
  public var prefetcher: ThumbnailPrefetcher? { list.prefetcher }
  /// How `post-video` builds its flow; nil when this Gallery posts no videos.
  @ObservationIgnored public let videoPosts: VideoPostFlows?
  @ObservationIgnored let make: GalleryScreens

  /// The coordinator over `list`, making the screens it opens with `screens`, so only the
  /// composition root knows their services.
  public init(
    list: PhotoListViewModel, screens: GalleryScreens, prefetcher: ThumbnailPrefetcher? = nil,
    videoPosts: VideoPostFlows? = nil
  ) {
    self.list = list
    make = screens
    list.prefetcher = prefetcher
    self.videoPosts = videoPosts
    list.onNavigate = { [weak self] route in self?.listAsked(route) }
  }

  /// The screen open for `route` (the front one, if twice): a `navigationDestination`'s view.
  public func screen(for route: Route) -> Screen? {
    shown.last { $0.page.route == route }?.screen
  }

  /// The screen open for `page`: each page of a route open twice has its own.
  public func screen(for page: Page) -> Screen? { shown.first { $0.page == page }?.screen }

  public var front: Screen { shown.last?.screen ?? .list(list) }
  /// The view model of the screen in front: what a front end tells `appear()`.
  public var frontModel: any ScreenModel { shown.last?.model ?? list }

  /// The screens open now, by their view models: a front end drops what it kept for others.
  public var openScreens: Set<ObjectIdentifier> {
    Set(([list] + models).map(ObjectIdentifier.init))
  }

  /// Shows the photo list at the bottom (its `appear()`), and returns when that has settled.
  public func start() async { await list.appear() }

  /// Takes the screen in front off the path; at the photo list at the bottom, nothing.
  public func back() {
    guard !shown.isEmpty else { return }
    path.removeLast()
  }

  /// Asks the session to end, stopping every screen's work: a load nobody waits for must not
  /// write to the store while it is saved at the end.
  public func quit() {
    isFinished = true
    for model in ([list] + models).reversed() { model.disappear() }
  }

  /// Moves to `newPages`: keeps the screens of the pages both stacks start with, closes the
  /// rest, front first, and makes the new ones in order.
  private func navigate(to newPages: [Page]) {
    var kept = 0
    while kept < shown.count, kept < newPages.count, shown[kept].page == newPages[kept] {
      kept += 1
    }
    let closing = shown[kept...]
    shown.removeSubrange(kept...)
    for gone in closing.reversed() { gone.model.disappear() }
    for page in newPages[kept...] {
      guard let made = makeScreen(for: page.route) else {
        notice = .notOpened(page.route)
        return
      }
      open(made, as: page)
    }
  }

  /// Puts a screen in front as `page` (a new one unless given); ``saves`` counts its writes.
  func open(_ entry: Shown, as page: Page? = nil) {
    var entry = entry
    pagesOpened = max(pagesOpened, page?.number ?? 0) + 1
    let given = page.flatMap { $0.number == 0 ? nil : $0 }
    entry.page = given ?? Page(route: entry.page.route, number: pagesOpened)
    shown.append(entry)
    saves.watch(entry.model)
  }

  /// `model` shown for `route` as `screen` wraps it.
  func shown<Model: ScreenModel>(
    _ route: Route, _ model: Model, as screen: (Model) -> Screen
  ) -> Shown {
    Shown(page: Page(route: route, number: 0), screen: screen(model), model: model)
  }

  func shown<Model: ScreenModel & Navigating>(
    _ route: Route, _ model: Model, as screen: (Model) -> Screen,
    asked: @escaping @MainActor (Model.Navigation) -> Void
  ) -> Shown {
    model.onNavigate = asked
    return shown(route, model, as: screen)
  }

  func detail(_ photo: Photo) -> PhotoDetailViewModel {
    let detail = make.makeDetail(photo)
    detail.onNavigate = { [weak self, weak detail] navigation in
      if case .back = navigation, let self, self.frontModel === detail { self.back() }
    }
    return detail
  }

  func listAsked(_ navigation: PhotoListViewModel.Navigation) {
    // The list has the photo in hand: no lookup, so this works over any store.
    if case .showPhoto(let photo) = navigation {
      open(shown(.detail(photo.id), detail(photo), as: Screen.detail))
    }
  }
}
