import Coordinators
import Models
import Observation
import ViewModels
import Views

/// The Gallery at a line prompt or in a script: reads each line with the commands of the screen
/// in front, turns it into a call on the coordinator or that screen's view model, and draws the
/// screen or its help. The line front end's own state is here: each list's page, whether help
/// covers the screen, and the flows' own adapters; navigation is the coordinator's:
/// `await lines.send("open 3")?.value` puts the detail in front.
@MainActor
@Observable
public final class GalleryLines: LineAdapter {
  /// The coordinator whose screens the lines act on.
  public let coordinator: GalleryCoordinator
  /// Whether help covers the screen in front, listing that screen's commands.
  public internal(set) var showsHelp = false
  /// The height the session last fitted the screens to, for the screens opened later.
  @ObservationIgnored var fittedHeight: Int?
  /// The page shown of each open list screen, by screen; dropped when it closes.
  var pagers: [ObjectIdentifier: LinePager] = [:]
  /// The adapter of each video-post flow open, by flow; dropped when it closes.
  @ObservationIgnored var flows: [ObjectIdentifier: VideoPostLines] = [:]
  /// How the lists are gone through: by page at a prompt, by scrolling under a cursor.
  let reading: LinePager.Reading

  /// Lines for the Gallery `coordinator` runs, whose lists are gone through `reading`.
  public init(coordinator: GalleryCoordinator, reading: LinePager.Reading = .byPage) {
    self.coordinator = coordinator
    self.reading = reading
    followListWindow()
  }

  /// The line front end's own answer to the last command, when navigation has nothing newer.
  var answer: Message?

  /// The one-line answer to the last command, if it needs one: what navigation last reported
  /// (a video posted, a flow that could not open), in words, or else the front end's own. The
  /// later of the two is shown, as writing one clears the other.
  public var message: Message? {
    get { coordinator.notice.map(Self.words) ?? answer }
    set {
      answer = newValue
      coordinator.notice = nil
    }
  }

  /// Whether `quit` was asked for.
  public var isFinished: Bool { coordinator.isFinished }

  /// The changes every screen of the Gallery is still saving, open or closed.
  public var saves: PendingSaves { coordinator.saves }

  /// Loads the list for the first time and returns when it has settled.
  public func start() async { await coordinator.start() }

  /// Matches the pages of every screen to a screen of `height` lines, and of those opened later.
  public func fit(toHeight height: Int) {
    fittedHeight = height
    for route in [.list(coordinator.list)] + coordinator.screens {
      guard let listing = listing(of: route) else { continue }  // nothing to page
      pagers[ObjectIdentifier(listing.screen), default: firstPager(listing)].resize(
        to: listing.pageSize(height), in: listing.layout)
    }
  }

  /// Handles one line with the commands of the screen in front, returning the work it started,
  /// if any; a line refused changes nothing but the message, which says what is valid.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    message = nil
    defer { dropClosedScreens() }
    return handle(line)
  }

  /// Parses `line` and hands it to `screen`'s handler; help closes first, and `back` closes
  /// only the help.
  func deliver<Command: GalleryScreenCommand>(
    _ line: String, to screen: (Command) -> Task<Void, Never>?
  ) -> Task<Void, Never>? {
    guard let command = Command.parse(line, refusing: { message = $0 }) else {
      return nil
    }
    if showsHelp {
      showsHelp = false
      if command == .back { return nil }
    }
    return screen(command)
  }

  /// Runs `intent`, and if it put another screen in front, starts that screen's work and
  /// returns it: the screen is shown now, so it appears, as SwiftUI's `.task` starts on a push.
  func showing<Refusal: Error>(
    _ intent: () throws(Refusal) -> Void
  ) throws(Refusal) -> Task<Void, Never>? {
    let before = coordinator.frontModel
    try intent()
    let front = coordinator.frontModel
    guard front !== before else { return nil }
    return Task { await front.appear() }
  }

  /// Closes the help over the screen in front, or else the screen itself: what Escape does.
  /// At the photo list at the bottom there is nothing to go back to, and nothing happens.
  public func back() {
    message = nil
    if showsHelp {
      showsHelp = false
    } else {
      coordinator.back()
      dropClosedScreens()
    }
  }

  /// The `back` command: the screen in front closes, or, at the bottom, says how to leave.
  func goBack() {
    guard !coordinator.path.isEmpty else {
      message = .error("Already at the photo list; 'quit' leaves the Gallery.")
      return
    }
    coordinator.back()
  }

  /// Forgets the pages and flow adapters of screens that have closed.
  func dropClosedScreens() {
    let open = coordinator.openScreens
    if pagers.keys.contains(where: { !open.contains($0) }) {
      pagers = pagers.filter { open.contains($0.key) }
    }
    flows = flows.filter { open.contains($0.key) }
  }
}
