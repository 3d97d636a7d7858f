import Views

// The commands many screens share, described once, so each screen's catalog lists them in the
// same words.
extension CommandHelp {
  /// `help`, first in every screen's catalog.
  static let help = CommandHelp(usage: "help", summary: "Show every command with what it does.")
  /// `next`, on every screen that pages.
  static let next = CommandHelp(usage: "next", summary: "Show the next page.")
  /// `prev`, on every screen that pages.
  static let previous = CommandHelp(usage: "prev", summary: "Show the previous page.")
}
