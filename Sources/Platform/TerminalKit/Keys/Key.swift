/// One key a person pressed, decoded from the bytes a terminal sends for it.
///
/// The front end reacts to keys, never to bytes: which bytes a terminal sends for ↑ or Home
/// varies (`ESC [ A` or `ESC O A`, `ESC [ H` or `ESC [ 1 ~`), and ``KeyDecoder`` hides that.
public enum Key: Hashable, Sendable {
  case up
  case down
  case left
  case right
  /// Home: the first row.
  case home
  /// End: the last row.
  case end
  case pageUp
  case pageDown
  /// Return or Enter.
  case enter
  /// Escape, pressed alone (not the start of another key's sequence).
  case escape
  /// Backspace (DEL or Ctrl-H, whichever the terminal sends).
  case backspace
  case tab
  /// Ctrl-C: in raw mode it arrives as a key rather than as SIGINT, and means "leave".
  case interrupt
  /// Ctrl-Z: in raw mode it arrives as a key rather than as SIGTSTP, and means "suspend"; the
  /// session handles it (the screens never see it), as a shell's job control expects.
  case suspend
  /// A printable character, one Unicode scalar (`é`, `上`, `🙂`), as typed.
  case character(Character)
  /// Characters that arrived together (a paste, or keys typed while the screen was busy) while
  /// a field takes text: typed into it at once, with one search and one redraw rather than one
  /// per character. The session makes it from a run of ``character(_:)`` keys; the decoder never
  /// does.
  case text(String)
  /// Text pasted in one piece, which the terminal marked as a paste (bracketed paste): typed
  /// into the field in focus at once, and never acted on as keys, so a newline in it cannot end
  /// a search and the letters after it cannot delete a row. The decoder makes it one line of
  /// plain text: newlines and tabs are spaces, other control characters are dropped.
  case paste(String)
}
