import LineFrontEnd
import TerminalKit
import Views

/// Keys for any screen that declares them (`KeyDeclaring`): a cursor held by the id of the row
/// it is on, Enter and the keys on a row done to that id, the screen's own keys, a field for a
/// key that asks for text (Enter submits it, Escape drops it), the hint line and the keys
/// overlay, all from the screen's `ScreenKeys`. A new screen gets them with no code here:
/// its sample's `main.swift` passes its line adapter.
///
/// ```swift
/// let keys = DeclaredKeys(lines: TodosLines(coordinator: coordinator, reading: .byScrolling))
/// keys.press(.character(" "))  // toggles the first todo
/// keys.press(.enter)           // opens its title for editing
/// ```
@MainActor
public final class DeclaredKeys<Lines: KeyDeclaring>: KeyedScreen {
  /// The line adapter whose screen the keys drive, draw with and hand `:` commands to.
  public let lines: Lines
  /// What the keys are doing.
  private(set) var mode = KeyMode.browsing
  private var cursor = ListCursor()
  /// What the field open now submits to; nil when it takes a line command (after `:`).
  private var request: ScreenKeys.TextRequest?

  /// Keys for the screen `lines` draws.
  public init(lines: Lines) { self.lines = lines }

  /// Whether keys now type into a field.
  public var takesText: Bool { mode.takesText }

  /// Handles one key; returns the work it started (a write, a load), if any.
  @discardableResult
  public func press(_ key: Key) -> Task<Void, Never>? {
    if key == .interrupt {
      lines.quit()
      return nil
    }
    switch mode {
    case .showingKeys, .searching:
      mode = .browsing
    case .prompting(let text):
      guard let typed = mode.prompt(key, text) else {
        if mode == .browsing { request = nil }
        return nil
      }
      defer { request = nil }
      return request.map { $0.submit(typed) } ?? lines.send(typed)
    case .browsing:
      return browse(key)
    }
    return nil
  }

  private func browse(_ key: Key) -> Task<Void, Never>? {
    let keys = lines.keysInFront
    let rows = lines.rowsInFront
    let id = rows.flatMap { rows in cursor.row(in: rows).flatMap { rows.id(ofRow: $0) } }
    switch key {
    case .character("q"): lines.quit()
    case .character("?"): mode = .showingKeys
    case .character(":"): mode = .prompting("")
    case .escape, .backspace: lines.closeHelp()
    case .up, .down, .pageUp, .pageDown, .home, .end:
      if let rows, let row = cursor.move(key, in: rows) { lines.scroll(toShow: row) }
    case .enter:
      guard let id, let primary = keys.primary else { return nil }
      guard let asks = primary.asks else { return primary.perform(id) }
      ask(asks(id))
    case .character(let character):
      if let binding = keys.rowBinding(for: character) { return id.flatMap(binding.perform) }
      guard let binding = keys.binding(for: character) else { return nil }
      guard let asks = binding.asks else { return binding.perform() }
      ask(asks())
    default: break
    }
    return nil
  }

  /// Opens a field for `request`, starting with its text.
  private func ask(_ request: ScreenKeys.TextRequest?) {
    guard let request else { return }
    self.request = request
    mode = .prompting(request.text)
  }

  /// The row the cursor is on; nil when no row shows.
  var cursorRow: Int? { lines.rowsInFront.flatMap(cursor.row(in:)) }

  /// The screen's frame, with the cursor's row in view and marked, and the hints, or the field
  /// being typed, on the bottom line.
  public func frame(on screen: Screen) -> Frame {
    let keys = lines.keysInFront
    if mode == .showingKeys { return HelpView.frame(commands: overlay(keys), on: screen) }
    let cursorLine = cursor.lineInView(of: { lines.rowsInFront }, scroll: lines.scroll(toShow:))
    let hints: SafeText =
      lines.showsHelp
      ? "Esc close · ? keys · : command · q quit" : keys.hints + " · ? keys · q quit"
    return lines.frame(on: screen).keyed(
      cursorAt: cursorLine, bottom: mode.bottomLine(hints: hints, width: screen.width),
      on: screen)
  }

  /// Every key that works on the screen, for the overlay `?` shows: moving the cursor (on a
  /// screen with rows to act on), then the screen's own, then the keys every screen shares.
  func overlay(_ keys: ScreenKeys) -> [CommandHelp] {
    let moving: [CommandHelp] =
      keys.primary == nil && keys.rowBindings.isEmpty
      ? []
      : [
        CommandHelp(usage: "↑ ↓ PgUp PgDn", summary: "Move the cursor; the list scrolls with it."),
        CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last row."),
      ]
    return moving + keys.help + [
      CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
      CommandHelp(
        usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
      CommandHelp(usage: "q  Ctrl-C", summary: "Leave \(untrusted: lines.name)."),
    ]
  }
}
