import Coordinators
import Models
import ViewModels
import Views

/// The Gallery driven by keys: each key becomes the command a person would have typed at the
/// line prompt, sent to the same ``GalleryCoordinator``, so no screen's logic is written twice.
///
/// What is new here is only what a keyboard adds: the cursor on any screen of numbered rows
/// (front-end state; the page follows it through `next` and `prev`), the text typed after `/`
/// (sent as `search` on every keystroke) or after `:` (sent as a whole line on Enter), and the
/// keys overlay. Enter on the cursor's row is `open N`; Escape is `back`.
///
/// ```swift
/// let keys = GalleryKeys(coordinator: coordinator)
/// keys.press(.down)   // the cursor moves to row 2
/// keys.press(.enter)  // sends "open 2": the photo's detail is in front
/// ```
@MainActor
public final class GalleryKeys: KeyedScreen {
  /// The coordinator the keys send their commands to.
  public let coordinator: GalleryCoordinator
  /// What the keys are doing.
  private(set) var mode = KeyMode.browsing
  /// The cursor on each list screen, by screen, so coming back to one finds it where it was.
  private var cursors: [ObjectIdentifier: ListCursor] = [:]

  /// Keys for the Gallery `coordinator` runs.
  public init(coordinator: GalleryCoordinator) {
    self.coordinator = coordinator
  }

  /// Whether keys now type into the search or the command line.
  public var takesText: Bool { mode.takesText }

  /// Handles one key; returns the work its command started (a load), if any.
  @discardableResult
  public func press(_ key: Key) -> Task<Void, Never>? {
    if key == .interrupt { return send("quit") }
    switch mode {
    case .showingKeys:
      mode = .browsing
      return nil
    case .searching(let text):
      return search(key, text)
    case .prompting(let text):
      return mode.prompt(key, text).flatMap(send)
    case .browsing:
      return browse(key)
    }
  }

  // MARK: Browsing

  private func browse(_ key: Key) -> Task<Void, Never>? {
    // The video-post flow has keys of its own, the same as in the VideoPost sample.
    if case .videoPost = coordinator.route, key != .character("?"),
      let action = VideoPostKeys.action(for: key)
    {
      switch action {
      case .send(let line): return send(line)
      case .type(let text): mode = .prompting(text)
      }
      return nil
    }
    let list = frontList
    switch key {
    case .character("q"): return send("quit")
    case .character("?"): mode = .showingKeys
    case .character(":"): mode = .prompting("")
    case .character("r"): return send("refresh")
    case .escape, .backspace:
      // `back` on the photo list at the bottom would only say that it is the bottom.
      if coordinator.showsHelp || !coordinator.stack.isEmpty { return send("back") }
    case .up, .down, .pageUp, .pageDown, .home, .end:
      move(key)
    case .enter:
      if let row = cursorRow { return send("open \(row)") }
    case .character("/"):
      if let list { mode = .searching(list.query.searchTerm) }
    case .character("s"):
      if let list { return requery("sort \(Self.sort(after: list.query.sort))") }
    case .character("g"):
      if let list { return requery(list.query.grouping == .none ? "group album" : "group none") }
    case .character("a"):
      if list != nil { return send("albums") }
    default:
      break
    }
    return nil
  }

  /// The photo list in front, unless help covers it.
  private var frontList: PhotoListViewModel? {
    guard !coordinator.showsHelp, case .list(let list) = coordinator.route else { return nil }
    return list
  }

  /// The sort `s` moves to from `sort`: by id ↑, id ↓, title ↑, title ↓, and round again.
  static func sort(after sort: PhotoSort) -> String {
    switch (sort.field, sort.ascending) {
    case (.id, true): "id desc"
    case (.id, false): "title"
    case (.title, true): "title desc"
    case (.title, false): "id"
    }
  }

  /// Sends a command that reorders the list: it starts again at the top, and so does the cursor.
  private func requery(_ line: String) -> Task<Void, Never>? {
    if let screen = coordinator.frontRows?.screen { cursors[screen, default: ListCursor()].reset() }
    return send(line)
  }

  @discardableResult
  private func send(_ line: String) -> Task<Void, Never>? {
    coordinator.send(line)
  }

  private func search(_ key: Key, _ text: String) -> Task<Void, Never>? {
    guard frontList != nil else {
      mode = .browsing
      return browse(key)
    }
    switch mode.search(key, text) {
    case .query(let term): return requery("search \(term)")
    case .move(let key): move(key)
    case .none: break
    }
    return nil
  }

  // MARK: The cursor

  // The coordinator says which screen in front lists numbered rows and which of them show
  // (`frontRows`), so any such screen, one added later too, gets the cursor with no code here.

  /// The row the cursor is on in the list in front; nil when no row is visible.
  var cursorRow: Int? {
    guard let rows = coordinator.frontRows, let page = rows.page else { return nil }
    return cursors[rows.screen, default: ListCursor()].row(on: page)
  }

  /// Moves the cursor for `key`, turning pages with `next` and `prev` until its row shows.
  private func move(_ key: Key) {
    guard let screen = coordinator.frontRows?.screen else { return }
    cursors[screen, default: ListCursor()].move(key, on: { coordinator.frontRows?.page }) {
      forward in send(forward ? "next" : "prev")
    }
  }

  // MARK: Drawing

  /// The coordinator's frame, with the cursor's row marked and the bottom line saying what the
  /// keys do, or what is being typed.
  public func frame(on screen: Screen) -> Frame {
    if mode == .showingKeys {
      return HelpView.frame(commands: GalleryKeyHelp.keys(for: coordinator), on: screen)
    }
    var cursorLine: Int?
    if let rows = coordinator.frontRows, let page = rows.page {
      // The rows start under the header bar.
      cursorLine = cursors[rows.screen, default: ListCursor()].lineIndex(on: page).map { $0 + 1 }
    }
    let hints = GalleryKeyHelp.hints(for: coordinator)
    return coordinator.frame(on: screen).keyed(
      cursorAt: cursorLine, bottom: mode.bottomLine(hints: hints, width: screen.width),
      on: screen)
  }
}
