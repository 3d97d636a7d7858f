import TerminalKit

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
/// The message line is there even when blank, so a screen does not jump when a message comes
/// and goes. Content taller than the room left is cut and ends in `…`; the other lines stay, so
/// the help line is the last line of every frame whatever the screen's height.
///
/// A screen's view builds its content and hands the rest over (this is how every screen of the
/// kit, and one written outside it, keeps the same shape):
///
/// ```swift
/// ScreenLayout.frame(
///   title: "Users", segments: [HeaderBar.Segment(NumberText.count(3, "user"), priority: 1)],
///   body: rows, message: message, commands: commands, on: screen)
/// ```
public enum ScreenLayout {
  /// Lines a screen spends on other things than its content: header, message and help (a
  /// message of two lines takes one more; ``room(for:on:)`` counts it).
  public static let chromeHeight = 3

  /// Puts a screen together: `title` and `segments` make the header bar, `body` (cut to fit,
  /// ending in `…`) comes under it, then `message` (a blank line if none) and the help line for
  /// `commands`.
  public static func frame(
    title: SafeText, segments: [HeaderBar.Segment], body: [Line], message: Message?,
    commands: [CommandHelp], on screen: Screen
  ) -> Frame {
    let header = HeaderBar.line(title: title, segments: segments, width: screen.width)
    let note = lines(of: message, width: screen.width)
    let lines =
      [header] + Frame.fitting(body, toHeight: room(for: message, on: screen)) + note
      + [HelpLine.line(for: commands, width: screen.width)]
    return Frame(lines, on: screen)
  }

  /// The lines the content may take on `screen` below a header and above `message` and the
  /// help line; content taller than this is cut.
  public static func room(for message: Message?, on screen: Screen) -> Int {
    max(0, screen.height - 2 - lines(of: message, width: screen.width).count)
  }

  private static func lines(of message: Message?, width: Int) -> [Line] {
    message?.lines(width: width) ?? [.blank]
  }
}
