import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import ViewModels
import Views

/// The word list driven by keys, which call the list's typed intents through `WordListLines`.
///
/// The cursor holds the id of the word it is on, which `d` deletes and `e` renames (the prompt
/// opens with the word for you to edit, and Enter renames it); `/` searches as you type; `a` and
/// `c` open the command line with `add ` or `churn ` typed for you, since they need a word or a
/// number.
///
/// ```swift
/// let keys = WordListKeys(coordinator: coordinator)
/// keys.press(.down)
/// keys.press(.character("d"))  // deletes the second word
/// ```
@MainActor
public final class WordListKeys: KeyedScreen {
  /// The coordinator whose list the keys act on.
  public let coordinator: WordListCoordinator
  /// The line front end the keys draw with, page with and hand `:` commands to.
  public let lines: WordListLines
  /// What the keys are doing.
  private(set) var mode = KeyMode.browsing
  private var cursor = ListCursor()
  /// The word `e` is renaming while its new text is typed at the prompt.
  private var renaming: Word.ID?

  /// Keys for the word list `coordinator` runs.
  public init(coordinator: WordListCoordinator) {
    self.coordinator = coordinator
    lines = WordListLines(coordinator: coordinator, reading: .byScrolling)
  }

  /// Whether keys now type into the search or the command line.
  public var takesText: Bool { mode.takesText }

  /// Handles one key; returns the work it started (a save), if any.
  @discardableResult
  public func press(_ key: Key) -> Task<Void, Never>? {
    if key == .interrupt {
      coordinator.quit()
      return nil
    }
    switch mode {
    case .showingKeys:
      mode = .browsing
    case .searching(let text):
      switch mode.search(key, text) {
      case .query(let term): lines.requery { list in list.search(term) }
      case .move(let key): move(key)
      case .none: break
      }
    case .prompting(let text):
      guard let typed = mode.prompt(key, text) else {
        if mode == .browsing { renaming = nil }
        return nil
      }
      defer { renaming = nil }
      if let renaming { return lines.rename(renaming, to: typed) }
      return lines.send(typed)
    case .browsing:
      return browse(key)
    }
    return nil
  }

  private func browse(_ key: Key) -> Task<Void, Never>? {
    let rows = lines.rowsInFront
    let id = rows.flatMap { rows in cursor.row(in: rows).flatMap { rows.id(ofRow: $0) } }
    let word = id as? Word.ID
    switch key {
    case .character("q"): coordinator.quit()
    case .character("?"): mode = .showingKeys
    case .character(":"): mode = .prompting("")
    case .character("/"): mode = .searching(coordinator.list.query.searchTerm)
    case .character("a"): mode = .prompting("add ")
    case .character("c"): mode = .prompting("churn ")
    case .character("e"):
      if let word, let text = text(of: word) {
        renaming = word
        mode = .prompting(text)
      }
    case .character("d"): if let word { return lines.delete(word) }
    case .character("s"):
      lines.requery { list throws(WordListError) in
        try list.sort(Self.sort(after: list.query.sort))
      }
    case .character("g"):
      lines.requery { list throws(WordListError) in try list.group(!list.query.isGrouped) }
    case .up, .down, .pageUp, .pageDown, .home, .end: move(key)
    default: break
    }
    return nil
  }

  /// The sort `s` moves to from `sort`: by text ↑, text ↓, as added ↑, as added ↓, and round.
  static func sort(after sort: WordSort) -> WordSort {
    switch (sort.field, sort.ascending) {
    case (.text, true): WordSort(field: .text, ascending: false)
    case (.text, false): WordSort(field: .added, ascending: true)
    case (.added, true): WordSort(field: .added, ascending: false)
    case (.added, false): WordSort(field: .text, ascending: true)
    }
  }

  /// The text of the word with id `id`, if the list shows it.
  private func text(of id: Word.ID) -> String? {
    guard case .loaded(let content) = coordinator.list.state.words else { return nil }
    return content.rows.path(of: id).flatMap { content.rows[$0] }?.text
  }

  private func move(_ key: Key) {
    guard let rows = lines.rowsInFront, let row = cursor.move(key, in: rows) else { return }
    lines.scroll(toShow: row)
  }

  /// The row the cursor is on; nil when no word shows.
  var cursorRow: Int? { lines.rowsInFront.flatMap(cursor.row(in:)) }

  /// The lines' frame, with the cursor's row in view and marked, and the keys on the
  /// bottom line.
  public func frame(on screen: Screen) -> Frame {
    if mode == .showingKeys { return HelpView.frame(commands: Self.keys, on: screen) }
    let cursorLine = cursor.lineInView(of: { lines.rowsInFront }, scroll: lines.scroll(toShow:))
    let hints: SafeText =
      "↑↓ move · / search · a add · e rename · d delete · c churn · s sort · g group · ? keys · q quit"
    return lines.frame(on: screen).keyed(
      cursorAt: cursorLine, bottom: mode.bottomLine(hints: hints, width: screen.width),
      on: screen)
  }

  /// What each key does, for the overlay `?` shows.
  static let keys = [
    CommandHelp(usage: "↑ ↓ PgUp PgDn", summary: "Move the cursor; the list scrolls with it."),
    CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last word."),
    CommandHelp(usage: "/", summary: "Search as you type; Enter keeps it, Escape clears it."),
    CommandHelp(usage: "a", summary: "Add a word: types 'add ' for you to finish."),
    CommandHelp(
      usage: "e", summary: "Rename the word under the cursor: edit it, then Enter renames it."),
    CommandHelp(usage: "d", summary: "Delete the word under the cursor."),
    CommandHelp(usage: "c", summary: "Make random changes: types 'churn ' for you to finish."),
    CommandHelp(usage: "s", summary: "Sort by text ↑, text ↓, as added ↑, as added ↓ in turn."),
    CommandHelp(usage: "g", summary: "Group by initial letter, or not."),
    CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
    CommandHelp(usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
    CommandHelp(usage: "q  Ctrl-C", summary: "Leave the word list."),
  ]
}
