import Models
import Observation
import ViewModels
import Views

/// The Gallery's coordinator: owns navigation between the photo list, a photo's detail and the
/// help screen, routes each command to the screen in front, and draws that screen's frame.
///
/// View models never create each other; they ask to navigate (``PhotoListViewModel/onNavigate``)
/// and the coordinator decides what that means. It is the only type that knows every screen.
///
/// ```swift
/// let coordinator = GalleryCoordinator(list: list, makeDetail: { photo in ... })
/// await coordinator.start()
/// await coordinator.send("open 3")?.value   // the detail is now in front
/// print(coordinator.frame(on: screen).text)
/// ```
@MainActor
@Observable
public final class GalleryCoordinator {
  /// A screen the Gallery can show.
  public enum Route {
    /// The photo list, always at the bottom of the stack.
    case list
    /// One photo's detail, opened from the list.
    case detail(PhotoDetailViewModel)
    /// Every command of the screen below, with what it does.
    case help
    /// Posting a video: a child coordinator with commands of its own, handed every line.
    case videoPost(VideoPostCoordinator)
  }

  /// The screens opened on top of the list, last in front; empty when the list is in front.
  public internal(set) var stack: [Route] = []
  /// The one-line answer to the last command, if it needs one.
  public internal(set) var message: Message?
  /// Whether `quit` was asked for.
  public internal(set) var isFinished = false

  /// The photo list view model, at the bottom of every stack.
  public let list: PhotoListViewModel
  @ObservationIgnored private let makeDetail: @MainActor (Photo) -> PhotoDetailViewModel
  /// How `post-video` builds its flow; nil when this Gallery posts no videos.
  @ObservationIgnored public var videoPosts: VideoPostFlows?
  /// Keeps the thumbnails of the list's visible rows and next page warm; nil without thumbnails.
  @ObservationIgnored let prefetcher: ThumbnailPrefetcher?
  /// The thumbnail load of the detail opened last, for `send` to hand back.
  @ObservationIgnored var appearing: Task<Void, Never>?

  /// Creates the coordinator over `list`; `makeDetail` builds a detail view model when a photo
  /// is opened (the composition root decides with what service), and `prefetcher`, if any, is
  /// told the list's window of rows whenever it changes.
  public init(
    list: PhotoListViewModel, prefetcher: ThumbnailPrefetcher? = nil,
    makeDetail: @escaping @MainActor (Photo) -> PhotoDetailViewModel
  ) {
    self.list = list
    self.prefetcher = prefetcher
    self.makeDetail = makeDetail
    list.onNavigate = { [weak self] route in self?.listAsked(route) }
    followListWindow()
  }

  /// The screen in front.
  public var route: Route { stack.last ?? .list }

  /// Loads the list for the first time and returns when it has settled.
  public func start() async {
    await list.load()
  }

  /// Matches the list's pages to a screen of `height` lines.
  public func fit(toHeight height: Int) {
    list.setPageSize(PhotoListView.pageSize(forHeight: height))
  }

  /// Handles one line of input: parses it, applies it to the screen in front, and returns the
  /// work it started (a load), if any, so a script can wait for it to settle.
  ///
  /// A line that is not a valid command, or an intent the screen refuses, changes nothing but
  /// the message, which says what is valid.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    message = nil
    // A video post in front has commands of its own: every line is its to read.
    if case .videoPost(let flow) = route { return flow.send(line) }
    let command: Command
    do {
      command = try Command(parsing: line)
    } catch {
      message = .error(error.description)
      return nil
    }
    return handle(command)
  }

  private func handle(_ command: Command) -> Task<Void, Never>? {
    switch (command, route) {
    case (.quit, _):
      isFinished = true
    case (.help, .help):
      break
    case (.help, _):
      stack.append(.help)
    case (.back, .list):
      message = .error("Already at the photo list; 'quit' leaves the Gallery.")
    case (.back, _):
      closeFront()
    case (_, .help):
      // Any other command closes help and goes to the screen below it.
      stack.removeLast()
      return handle(command)
    case (_, .list):
      return handleOnList(command)
    case (_, .detail(let detail)):
      return handleOnDetail(command, detail)
    case (_, .videoPost):
      break  // unreachable: `send` hands its lines to the flow unparsed
    }
    return nil
  }

  private func listAsked(_ navigation: PhotoListViewModel.Navigation) {
    switch navigation {
    case .showPhoto(let photo):
      let detail = makeDetail(photo)
      detail.onNavigate = { [weak self] route in self?.detailAsked(route) }
      stack.append(.detail(detail))
      appearing = Task { await detail.appear() }
    }
  }

  private func detailAsked(_ navigation: PhotoDetailViewModel.Navigation) {
    switch navigation {
    case .back:
      if case .detail = route { closeFront() }
    }
  }

  /// Shows a refused intent or a failed retry as the message; the state stays as it was.
  func refuse(_ error: any Error) {
    message = .error(RefusalHints.message(for: error))
  }
}
