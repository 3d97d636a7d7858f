import Coordinators
import Models
import ViewModels
import Views

/// The Gallery driven by keys: each key becomes the command a person would have typed at the
/// line prompt, sent to the same ``GalleryCoordinator``, so no screen's logic is written twice.
///
/// What is new here is only what a keyboard adds: the cursor on the photo list (front-end
/// state; the page follows it through `next` and `prev`), the text typed after `/` (sent as
/// `search` on every keystroke) or after `:` (sent as a whole line on Enter), and the keys
/// overlay. Enter on the cursor's row is `open N`; Escape is `back`.
///
/// ```swift
/// let keys = GalleryKeys(coordinator: coordinator)
/// keys.press(.down)   // the cursor moves to row 2
/// keys.press(.enter)  // sends "open 2": the photo's detail is in front
/// ```
@MainActor
public final class GalleryKeys: KeyedScreen {
  /// What the keys are doing besides browsing: the bottom line shows which.
  enum Mode: Hashable {
    /// Keys act at once.
    case browsing
    /// Typing a search after `/`: each key re-queries.
    case searching(String)
    /// Typing a command after `:`, sent on Enter.
    case prompting(String)
    /// The keys overlay, closed by any key.
    case showingKeys
  }

  /// The coordinator the keys send their commands to.
  public let coordinator: GalleryCoordinator
  /// What the keys are doing.
  private(set) var mode = Mode.browsing
  /// The cursor's row in each photo list, so coming back to a list finds it where it was.
  private var cursors: [ObjectIdentifier: Int] = [:]

  /// Keys for the Gallery `coordinator` runs.
  public init(coordinator: GalleryCoordinator) {
    self.coordinator = coordinator
  }

  /// Loads the photo list.
  public func start() async {
    await coordinator.start()
  }

  /// Pages every screen for `height` lines.
  public func fit(toHeight height: Int) {
    coordinator.fit(toHeight: height)
  }

  /// Whether `q`, Ctrl-C or `:quit` ended the Gallery.
  public var isFinished: Bool { coordinator.isFinished }

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
      return prompt(key, text)
    case .browsing:
      return browse(key)
    }
  }

  // MARK: Browsing

  private func browse(_ key: Key) -> Task<Void, Never>? {
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
      if let list { move(key, on: list) } else if case .albums = coordinator.route { turnPage(key) }
    case .enter:
      if let list, let row = cursorRow(on: list) { return send("open \(row)") }
    case .character("/"):
      if let list { mode = .searching(list.query.searchTerm) }
    case .character("s"):
      if let list { return requery(list, "sort \(Self.sort(after: list.query.sort))") }
    case .character("g"):
      if let list {
        return requery(list, list.query.grouping == .none ? "group album" : "group none")
      }
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
  private func requery(_ list: PhotoListViewModel, _ line: String) -> Task<Void, Never>? {
    cursors[ObjectIdentifier(list)] = 1
    return send(line)
  }

  private func turnPage(_ key: Key) {
    switch key {
    case .pageDown, .down: send("next")
    case .pageUp, .up: send("prev")
    default: break
    }
  }

  @discardableResult
  private func send(_ line: String) -> Task<Void, Never>? {
    coordinator.send(line)
  }

  // MARK: Typing

  private func search(_ key: Key, _ text: String) -> Task<Void, Never>? {
    guard let list = frontList else {
      mode = .browsing
      return browse(key)
    }
    switch key {
    case .enter:
      mode = .browsing
    case .escape:
      mode = .browsing
      return requery(list, "search")
    case .backspace:
      guard !text.isEmpty else {
        mode = .browsing
        return nil
      }
      return typeSearch(String(text.dropLast()), on: list)
    case .character(let character):
      return typeSearch(text + String(character), on: list)
    case .up, .down, .pageUp, .pageDown, .home, .end:
      move(key, on: list)
    default:
      break
    }
    return nil
  }

  private func typeSearch(_ text: String, on list: PhotoListViewModel) -> Task<Void, Never>? {
    mode = .searching(text)
    return requery(list, "search \(text)")
  }

  private func prompt(_ key: Key, _ text: String) -> Task<Void, Never>? {
    switch key {
    case .enter:
      mode = .browsing
      return send(text)
    case .escape:
      mode = .browsing
    case .backspace:
      mode = text.isEmpty ? .browsing : .prompting(String(text.dropLast()))
    case .character(let character):
      mode = .prompting(text + String(character))
    default:
      break
    }
    return nil
  }

  // MARK: The cursor

  /// The row the cursor is on in `list`: where it was left, kept on the visible page (a resize
  /// or a refresh may have moved the page under it); nil when no row is visible.
  func cursorRow(on list: PhotoListViewModel) -> Int? {
    guard case .loaded(let content) = list.state, let visible = content.visibleRows else {
      return nil
    }
    let row = cursors[ObjectIdentifier(list)] ?? visible.lowerBound
    return min(max(row, visible.lowerBound), visible.upperBound)
  }

  /// Moves the cursor for `key`, turning pages with `next` and `prev` until its row shows.
  private func move(_ key: Key, on list: PhotoListViewModel) {
    guard let row = cursorRow(on: list), case .loaded(let content) = list.state,
      let visible = content.visibleRows
    else { return }
    let last = content.photoCount
    let target =
      switch key {
      case .up: max(1, row - 1)
      case .down: min(last, row + 1)
      case .pageUp: max(1, row - visible.count)
      case .pageDown: min(last, row + visible.count)
      case .home: 1
      case .end: last
      default: row
      }
    cursors[ObjectIdentifier(list)] = target
    while case .loaded(let shown) = list.state, let rows = shown.visibleRows, !rows.contains(target)
    {
      let page = shown.page
      let forward = target > rows.upperBound
      guard forward ? page.number < page.count : page.number > 1 else { break }
      send(forward ? "next" : "prev")
    }
  }

  // MARK: Drawing

  /// The coordinator's frame, with the cursor's row marked and the bottom line saying what the
  /// keys do, or what is being typed.
  public func frame(on screen: Screen) -> Frame {
    let route = coordinator.route
    if mode == .showingKeys {
      return HelpView.frame(commands: GalleryKeyHelp.keys(for: route), on: screen)
    }
    var lines = coordinator.frame(on: screen).lines
    if let list = frontList, let row = cursorRow(on: list), case .loaded(let content) = list.state,
      let index = content.lines.firstIndex(where: { $0.row == row }),
      index + 1 < lines.count - 1
    {
      // The list's lines start under the header bar.
      lines[index + 1] = CursorLine.marking(lines[index + 1], width: screen.width, on: screen)
    }
    if !lines.isEmpty { lines[lines.count - 1] = bottomLine(for: route, width: screen.width) }
    return Frame(lines, on: screen)
  }

  private func bottomLine(for route: GalleryCoordinator.Route, width: Int) -> Line {
    switch mode {
    case .searching(let text):
      return Line("/\(SafeText.fitting(untrusted: text, toWidth: width))▏")
    case .prompting(let text):
      return Line(":\(SafeText.fitting(untrusted: text, toWidth: width))▏")
    case .browsing, .showingKeys:
      return GalleryKeyHelp.hints(for: coordinator.showsHelp ? nil : route)
    }
  }
}
