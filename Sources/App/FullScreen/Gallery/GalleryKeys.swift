import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import ViewModels
import Views

/// The Gallery driven by keys, which call the screens' typed intents through what each screen
/// declares (`ScreenKeys`: what Enter does to the row under the cursor, its own keys, its hint
/// line), so no screen's logic is written twice and no command string is formatted here.
///
/// What is new here is only what a keyboard adds: a cursor on any screen of rows, held by the id
/// of the entity it is on (the list scrolls just enough to keep it in view), the text typed after
/// `/` (a search on every keystroke) or after `:` (a line command, sent as typed on Enter), and
/// the keys overlay. Escape is back; `q` and Ctrl-C quit.
///
/// ```swift
/// let keys = GalleryKeys(coordinator: coordinator)
/// keys.press(.down)   // the cursor moves to the second photo
/// keys.press(.enter)  // the list opens that photo: its detail is in front
/// ```
@MainActor
public final class GalleryKeys: KeyedScreen {
  /// The coordinator whose screens the keys act on.
  public let coordinator: GalleryCoordinator
  /// The line front end the keys draw with, page with and hand `:` commands to.
  public let lines: GalleryLines
  /// What the keys are doing.
  private(set) var mode = KeyMode.browsing
  /// The cursor on each open screen of rows, so coming back to one finds it where it was;
  /// a screen's cursor goes when the screen closes.
  private var cursors: [ObjectIdentifier: ListCursor] = [:]

  /// Keys for the Gallery `coordinator` runs.
  public init(coordinator: GalleryCoordinator) {
    self.coordinator = coordinator
    lines = GalleryLines(coordinator: coordinator, reading: .byScrolling)
  }

  /// Whether keys now type into the search or the command line.
  public var takesText: Bool { mode.takesText }

  /// Handles one key; returns the work it started (a load), if any.
  @discardableResult
  public func press(_ key: Key) -> Task<Void, Never>? {
    defer { dropClosedScreens() }
    if key == .interrupt {
      coordinator.quit()
      return nil
    }
    switch mode {
    case .showingKeys:
      mode = .browsing
      return nil
    case .searching(let text):
      return search(key, text)
    case .prompting(let text):
      return mode.prompt(key, text).flatMap { lines.send($0) }
    case .browsing:
      return browse(key)
    }
  }

  // MARK: Browsing

  private func browse(_ key: Key) -> Task<Void, Never>? {
    // The video-post flow has keys of its own, the same as in the VideoPost sample.
    if case .videoPost(let flow) = coordinator.front, key != .character("?"),
      let action = VideoPostKeys.action(for: key)
    {
      switch action {
      case .perform(let command): return lines.lines(of: flow).perform(command)
      case .type(let text): mode = .prompting(text)
      }
      return nil
    }
    switch key {
    case .character("q"): coordinator.quit()
    case .character("?"): mode = .showingKeys
    case .character(":"): mode = .prompting("")
    case .escape, .backspace: lines.back()
    case .up, .down, .pageUp, .pageDown, .home, .end: move(key)
    case .enter:
      guard let rows = lines.rowsInFront, let primary = lines.keysInFront.primary,
        let row = cursor(for: rows).row(in: rows), let id = rows.id(ofRow: row)
      else { return nil }
      return primary.perform(id)
    case .character("/"):
      if let list = frontList { mode = .searching(list.query.searchTerm) }
    case .character(let character):
      return lines.keysInFront.binding(for: character)?.perform()
    default:
      break
    }
    return nil
  }

  /// The photo list in front, unless help covers it.
  private var frontList: PhotoListViewModel? {
    guard !lines.showsHelp, case .list(let list) = coordinator.front else { return nil }
    return list
  }

  private func search(_ key: Key, _ text: String) -> Task<Void, Never>? {
    guard let list = frontList else {
      mode = .browsing
      return browse(key)
    }
    switch mode.search(key, text) {
    case .query(let term): lines.requery(list) { list.search(term) }
    case .move(let key): move(key)
    case .none: break
    }
    return nil
  }

  // MARK: The cursor

  // The lines say which rows are in front and map rows to ids (`rowsInFront`), so any
  // screen of rows, one added later too, gets the cursor with no code here.

  private func cursor(for rows: RowsInFront) -> ListCursor {
    cursors[rows.screen] ?? ListCursor()
  }

  /// The row the cursor is on in the list in front; nil when no row shows.
  var cursorRow: Int? {
    guard let rows = lines.rowsInFront else { return nil }
    return cursor(for: rows).row(in: rows)
  }

  /// Moves the cursor for `key`, and scrolls its row into view.
  private func move(_ key: Key) {
    guard let rows = lines.rowsInFront else { return }
    var cursor = cursor(for: rows)
    if let row = cursor.move(key, in: rows) { lines.scroll(toShow: row) }
    cursors[rows.screen] = cursor
  }

  /// The screens a cursor is kept for.
  var keptCursors: Set<ObjectIdentifier> { Set(cursors.keys) }

  /// Forgets the cursors of screens that have closed.
  private func dropClosedScreens() {
    let open = coordinator.openScreens
    cursors = cursors.filter { open.contains($0.key) }
  }

  // MARK: Drawing

  /// The lines' frame with the cursor's row in view and marked, and the bottom line
  /// saying what the keys do, or what is being typed.
  public func frame(on screen: Screen) -> Frame {
    if mode == .showingKeys {
      return HelpView.frame(commands: GalleryKeyHelp.keys(for: lines), on: screen)
    }
    // Each screen of rows has its own cursor.
    let cursorLine = lines.rowsInFront.flatMap { rows in
      cursors[rows.screen, default: ListCursor()].lineInView(
        of: { lines.rowsInFront }, scroll: lines.scroll(toShow:))
    }
    let hints = GalleryKeyHelp.hints(for: lines)
    return lines.frame(on: screen).keyed(
      cursorAt: cursorLine, bottom: mode.bottomLine(hints: hints, width: screen.width),
      on: screen)
  }
}
