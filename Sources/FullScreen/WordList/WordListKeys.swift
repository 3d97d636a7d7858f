import Coordinators
import Models
import ViewModels
import Views

/// The word list driven by keys: each key becomes a command of ``WordListCoordinator``.
///
/// The cursor picks the row that `d` deletes and `e` renames; `/` searches as you type; `a`,
/// `e` and `c` open the command line with `add `, `rename N ` or `churn ` typed for you, since
/// they need a word or a number.
///
/// ```swift
/// let keys = WordListKeys(coordinator: coordinator)
/// keys.press(.down)
/// keys.press(.character("d"))  // sends "delete 2"
/// ```
@MainActor
public final class WordListKeys: KeyedScreen {
  /// The coordinator the keys send their commands to.
  public let coordinator: WordListCoordinator
  /// What the keys are doing.
  private(set) var mode = KeyMode.browsing
  private var cursor = ListCursor()

  /// Keys for the word list `coordinator` runs.
  public init(coordinator: WordListCoordinator) {
    self.coordinator = coordinator
  }

  /// Handles one key; returns the work its command started (a save), if any.
  @discardableResult
  public func press(_ key: Key) -> Task<Void, Never>? {
    if key == .interrupt { return send("quit") }
    switch mode {
    case .showingKeys:
      mode = .browsing
    case .searching(let text):
      switch mode.search(key, text) {
      case .query(let term): return requery("search \(term)")
      case .move(let key): move(key)
      case .none: break
      }
    case .prompting(let text):
      return mode.prompt(key, text).flatMap(send)
    case .browsing:
      return browse(key)
    }
    return nil
  }

  private func browse(_ key: Key) -> Task<Void, Never>? {
    let row = content.flatMap(cursor.row(on:))
    switch key {
    case .character("q"): return send("quit")
    case .character("?"): mode = .showingKeys
    case .character(":"): mode = .prompting("")
    case .character("/"): mode = .searching(coordinator.list.query.searchTerm)
    case .character("a"): mode = .prompting("add ")
    case .character("c"): mode = .prompting("churn ")
    case .character("e"): if let row { mode = .prompting("rename \(row) ") }
    case .character("d"): if let row { return send("delete \(row)") }
    case .character("s"): return requery("sort \(Self.sort(after: coordinator.list.query.sort))")
    case .character("g"):
      return requery(coordinator.list.query.isGrouped ? "group none" : "group letter")
    case .up, .down, .pageUp, .pageDown, .home, .end: move(key)
    default: break
    }
    return nil
  }

  /// The sort `s` moves to from `sort`: by text ↑, text ↓, as added ↑, as added ↓, and round.
  static func sort(after sort: WordSort) -> String {
    switch (sort.field, sort.ascending) {
    case (.text, true): "text desc"
    case (.text, false): "added"
    case (.added, true): "added desc"
    case (.added, false): "text"
    }
  }

  /// The page of words shown; nil when there are none.
  private var content: LinePage? {
    guard case .loaded = coordinator.list.state.words else { return nil }
    return coordinator.page
  }

  /// Sends a command that reorders the list: it starts again at the top, and so does the cursor.
  private func requery(_ line: String) -> Task<Void, Never>? {
    cursor.reset()
    return send(line)
  }

  private func move(_ key: Key) {
    cursor.move(key) {
      content
    } turn: { forward in
      send(forward ? "next" : "prev")
    }
  }

  @discardableResult
  private func send(_ line: String) -> Task<Void, Never>? {
    coordinator.send(line)
  }

  /// The row the cursor is on; nil when no word is visible.
  var cursorRow: Int? { content.flatMap(cursor.row(on:)) }

  /// The coordinator's frame, with the cursor's row marked and the keys on the bottom line.
  public func frame(on screen: Screen) -> Frame {
    if mode == .showingKeys { return HelpView.frame(commands: Self.keys, on: screen) }
    // The list's lines start under the header bar; help hides them.
    let cursorLine =
      coordinator.showsHelp ? nil : content.flatMap(cursor.lineIndex(on:)).map { $0 + 1 }
    let hints: SafeText =
      "↑↓ move · / search · a add · e rename · d delete · c churn · s sort · g group · ? keys · q quit"
    return coordinator.frame(on: screen).keyed(
      cursorAt: cursorLine, bottom: mode.bottomLine(hints: hints, width: screen.width),
      on: screen)
  }

  /// What each key does, for the overlay `?` shows.
  static let keys = [
    CommandHelp(usage: "↑ ↓ PgUp PgDn", summary: "Move the cursor; the page follows it."),
    CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last word."),
    CommandHelp(
      usage: "/", summary: "Search as you type ('search TEXT'); Enter keeps it, Escape clears it."),
    CommandHelp(usage: "a", summary: "Add a word: types 'add ' for you to finish."),
    CommandHelp(usage: "e", summary: "Rename the word under the cursor ('rename N WORD')."),
    CommandHelp(usage: "d", summary: "Delete the word under the cursor ('delete N')."),
    CommandHelp(usage: "c", summary: "Make random changes: types 'churn ' for you to finish."),
    CommandHelp(usage: "s", summary: "Sort by text ↑, text ↓, as added ↑, as added ↓ in turn."),
    CommandHelp(usage: "g", summary: "Group by initial letter, or not ('group letter|none')."),
    CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
    CommandHelp(usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
    CommandHelp(usage: "q  Ctrl-C", summary: "Leave the word list."),
  ]
}
