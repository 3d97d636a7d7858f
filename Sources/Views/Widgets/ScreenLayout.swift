/// The shape every screen shares: a header bar, the content, a message line and a help line.
///
/// ```
/// Photos · 5,000 shown in 100 sections · by id ↑ · page 1 of 250   <- header bar
/// Album 1 · 50 photos                                              <- content …
///     1  accusamus beatae ad facilis cum similique qui sunt
/// No row 99 on this page: choose 1–20, or next/prev to page.       <- message (blank if none)
/// help · search TEXT · sort title|id [desc] · …                    <- help line
/// ```
///
/// The message line is always there, blank when there is no message, so a screen does not jump
/// when a message comes and goes, and a page of the list is the same size either way.
enum ScreenLayout {
  /// Lines a screen spends on other things than its content: header, message and help.
  static let chromeHeight = 3

  /// Puts a screen together.
  static func frame(
    header: Line, body: [Line], message: Message?, commands: [CommandHelp], on screen: Screen
  ) -> Frame {
    let lines =
      [header] + body + (message?.lines(width: screen.width) ?? [.blank])
      + [HelpLine.line(for: commands, width: screen.width)]
    return Frame(lines, on: screen)
  }
}
