import LineFrontEnd
import TerminalKit
import Views

/// Keys for any adapter whose screens declare them (`KeyDeclaring`): a cursor on each screen of
/// rows, held by the id of the row it is on, Enter and the keys on a row done to that id, the
/// screen's own keys, its search after `/`, a field for a key that asks for text (Enter submits
/// it, Escape drops it), the hint line and the keys overlay, all from the `ScreenKeys` of the
/// screen in front. A new screen gets them with no code here: the Gallery's screens, the todo
/// list, and a screen added later all declare their keys beside their commands.
///
/// ```swift
/// let keys = DeclaredKeys(lines: TodosLines(coordinator: coordinator, reading: .byScrolling))
/// keys.press(.character(" "))  // toggles the first todo
/// keys.press(.enter)           // opens its title for editing
/// ```
@MainActor
public final class DeclaredKeys<Lines: KeyDeclaring>: KeyedScreen {
  /// The line adapter whose screens the keys drive, draw with and hand `:` commands to.
  public let lines: Lines
  /// What the keys are doing.
  private(set) var mode = KeyMode.browsing
  /// The cursor on each open screen of rows, so coming back to one finds it where it was; a
  /// screen's cursor goes when the screen closes.
  private var cursors: [ObjectIdentifier: ListCursor] = [:]
  /// What the field open now submits to; nil when it takes a line command (after `:`).
  private var request: ScreenKeys.TextRequest?
  /// Whether the last key was a Backspace that closed a field: Backspaces after it do nothing
  /// until another key, so a held Backspace that empties and closes a field never goes on to
  /// walk back through the screens.
  private var backspaceClosedField = false

  /// Keys for the screens `lines` draws.
  public init(lines: Lines) { self.lines = lines }

  /// Whether keys now type into a field.
  public var takesText: Bool { mode.takesText }

  /// Handles one key; returns the work it started (a write, a load), if any.
  @discardableResult
  public func press(_ key: Key) -> Task<Void, Never>? {
    defer { dropClosedScreens() }
    if key == .interrupt {
      lines.quit()
      return nil
    }
    if key == .backspace, backspaceClosedField { return nil }
    let hadField = mode.takesText
    defer { backspaceClosedField = key == .backspace && hadField && !mode.takesText }
    switch mode {
    case .showingKeys:
      mode = .browsing
    case .searching(let text):
      return search(key, text)
    case .prompting(let text):
      guard let typed = mode.prompt(key, text) else {
        if mode == .browsing { request = nil }
        return nil
      }
      defer { request = nil }
      guard let request, !request.isCommand else { return lines.send(typed) }
      return request.submit(typed)
    case .browsing:
      return browse(key)
    }
    return nil
  }

  private func browse(_ key: Key) -> Task<Void, Never>? {
    let keys = lines.keysInFront
    let rows = lines.rowsInFront
    let id = rows.flatMap { rows in cursor(for: rows).row(in: rows).flatMap { rows.id(ofRow: $0) } }
    switch key {
    case .character("q"):
      guard let leave = keys.leave else {
        lines.quit()
        return nil
      }
      return leave.perform()
    case .character("?"): mode = .showingKeys
    case .character(":"): mode = .prompting("")
    case .escape, .backspace:
      guard let back = keys.back else {
        lines.closeHelp()
        return nil
      }
      return back.perform()
    case .up, .down, .pageUp, .pageDown, .home, .end: move(key)
    case .enter:
      guard let id, let primary = keys.primary else { return nil }
      guard let asks = primary.asks else { return primary.perform(id) }
      ask(asks(id))
    case .character("/") where searchInFront(keys) != nil:
      mode = .searching(keys.search?.term ?? "")
    case .character(let character):
      if let binding = keys.rowBinding(for: character) {
        guard let id else { return nil }
        guard let asks = binding.asks else { return binding.perform(id) }
        ask(asks(id))
        return nil
      }
      guard let binding = keys.binding(for: character) else { return nil }
      guard let asks = binding.asks else { return binding.perform() }
      ask(asks())
    default: break
    }
    return nil
  }

  /// The search of the screen in front, unless help covers the screen.
  private func searchInFront(_ keys: ScreenKeys) -> ScreenKeys.SearchSlot? {
    lines.showsHelp ? nil : keys.search
  }

  /// Handles `key` typed into the search: a search again, a move of the cursor, or, once the
  /// screen in front has no search (a key opened another screen), the key as if browsing.
  private func search(_ key: Key, _ text: String) -> Task<Void, Never>? {
    guard let slot = searchInFront(lines.keysInFront) else {
      mode = .browsing
      return browse(key)
    }
    switch mode.search(key, text) {
    case .query(let term): slot.search(term)
    case .move(let key): move(key)
    case .none: break
    }
    return nil
  }

  /// Opens a field for `request`, starting with its text.
  private func ask(_ request: ScreenKeys.TextRequest?) {
    guard let request else { return }
    self.request = request
    mode = .prompting(request.text)
  }

  // MARK: The cursor

  // The lines say which rows are in front and map rows to ids (`rowsInFront`), so any screen
  // of rows, one added later too, gets the cursor with no code here.

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
    guard let open = lines.openScreens else { return }
    cursors = cursors.filter { open.contains($0.key) }
  }

  // MARK: Drawing

  /// The screen's frame, with the cursor's row in view and marked, and the hints, or the field
  /// being typed, on the bottom line.
  public func frame(on screen: Screen) -> Frame {
    let keys = lines.keysInFront
    if mode == .showingKeys {
      // On a short terminal the overlay loses keys from its middle, never `q`, the way out.
      return HelpView.frame(commands: overlay(keys), on: screen, keepingLast: true)
    }
    // Each screen of rows has its own cursor.
    let cursorLine = lines.rowsInFront.flatMap { rows in
      cursors[rows.screen, default: ListCursor()].lineInView(
        of: { lines.rowsInFront }, scroll: lines.scroll(toShow:))
    }
    let (hints, kept): (SafeText, SafeText) =
      lines.showsHelp
      ? ("Esc close", " · ? keys · : command · q quit") : (keys.hints, " · ? keys · q quit")
    return lines.frame(on: screen).keyed(
      cursorAt: cursorLine,
      bottom: mode.bottomLine(hints: hints, keeping: kept, width: screen.width),
      on: screen)
  }

  /// Every key that works on the screen, for the overlay `?` shows: moving the cursor (on a
  /// screen with rows to act on), then the screen's own and its search, then the keys every
  /// screen shares, in the screen's words where it has its own.
  func overlay(_ keys: ScreenKeys) -> [CommandHelp] {
    let moving: [CommandHelp] =
      keys.primary == nil && keys.rowBindings.isEmpty
      ? []
      : [
        CommandHelp(usage: "↑ ↓ PgUp PgDn", summary: "Move the cursor; the list scrolls with it."),
        CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last row."),
      ]
    let back = keys.back.map { [CommandHelp(usage: $0.usage, summary: $0.summary)] } ?? []
    let leave =
      keys.leave.map { CommandHelp(usage: $0.usage, summary: $0.summary) }
      ?? CommandHelp(usage: "q  Ctrl-C", summary: "Leave \(untrusted: lines.name).")
    return moving + keys.help + back + [
      CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
      CommandHelp(
        usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
      leave,
    ]
  }
}
