import Views

/// A line adapter whose screen in front declares its keys (``ScreenKeys``) and lists its rows
/// (``RowsInFront``): all a keyed front end needs to drive it, with a cursor on each screen of
/// rows, Enter, the keys on a row, the screen's own keys, its search, the fields a key asks for,
/// the hint line and the keys overlay, and no code of its own for any screen.
@MainActor
public protocol KeyDeclaring: LineAdapter {
  /// What the keys of the screen in front do: Enter on a row, keys on a row, its own keys,
  /// its search, its hint line.
  var keysInFront: ScreenKeys { get }
  /// The rows in front with the page of them in view; nil while none show or help covers them.
  var rowsInFront: RowsInFront? { get }
  /// Whether the command help covers the screen.
  var showsHelp: Bool { get }
  /// What the keys overlay says `q` leaves: "the todo list".
  var name: String { get }
  /// Scrolls as little as it can for row `number` to be in view.
  func scroll(toShow number: Int)
  /// Takes the command help away.
  func closeHelp()
  /// Asks the session to end.
  func quit()
  /// The screens open now (each ``RowsInFront/screen``), so a front end drops the cursor of one
  /// that closed; nil for an adapter whose screens never close.
  var openScreens: Set<ObjectIdentifier>? { get }
}

extension KeyDeclaring {
  /// One screen, open for as long as the adapter: every cursor is kept.
  public var openScreens: Set<ObjectIdentifier>? { nil }
}
