/// One key a person pressed, decoded from the bytes a terminal sends for it.
///
/// The front end reacts to keys, never to bytes: which bytes a terminal sends for ↑ or Home
/// varies (`ESC [ A` or `ESC O A`, `ESC [ H` or `ESC [ 1 ~`), and ``KeyDecoder`` hides that.
public enum Key: Hashable, Sendable {
  /// ↑
  case up
  /// ↓
  case down
  /// ←
  case left
  /// →
  case right
  /// Home: the first row.
  case home
  /// End: the last row.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Return or Enter.
  case enter
  /// Escape, pressed alone (not the start of another key's sequence).
  case escape
  /// Backspace (DEL or Ctrl-H, whichever the terminal sends).
  case backspace
  /// Tab.
  case tab
  /// Ctrl-C: in raw mode it arrives as a key rather than as SIGINT, and means "leave".
  case interrupt
  /// A printable character, one Unicode scalar (`é`, `上`, `🙂`), as typed.
  case character(Character)
}
