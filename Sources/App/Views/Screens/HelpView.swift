import TerminalKit

/// The help screen: every command the coordinator gives it, with what it does. On a screen too
/// short for every summary in full, each gets one line, so every command is still listed. On
/// one too short even for that, the list is cut at its end, or, asked with `keepingLast`, in its
/// middle, so the last entry (how to leave) still shows.
///
/// ```
/// Help · 3 commands
/// search TEXT  Keep photos whose title contains TEXT;
///              'search' alone clears it.
/// open N       Show the photo in row N of this page.
/// quit         Leave Slim.
/// ```
public enum HelpView {
  /// The frame listing `commands` on `screen`, with the coordinator's `message`, if any;
  /// `keepingLast` cuts a list too tall for the screen in its middle rather than at its end.
  public static func frame(
    commands: [CommandHelp], on screen: Screen, message: Message? = nil, keepingLast: Bool = false
  ) -> Frame {
    func lines(summaryLines: Int) -> [Line] {
      let entries = commands.map {
        DefinitionList.Entry(term: $0.usage, definition: $0.summary, maximumLines: summaryLines)
      }
      return DefinitionList.lines(entries, width: screen.width, termStyle: .heading)
    }
    let room = ScreenLayout.room(for: message, on: screen)
    var body = lines(summaryLines: .max)
    if body.count > room { body = lines(summaryLines: 1) }
    if keepingLast { body = keepingTheLast(body, of: commands.count, room: room) }
    return ScreenLayout.frame(
      title: "Help", segments: [.init(NumberText.count(commands.count, "command"), priority: 1)],
      body: body, message: message, commands: commands, on: screen)
  }

  /// `body`, one-line entries of `count` commands, cut to `room` lines from the middle rather
  /// than the end when it is too tall: the last command is how to leave (`quit`, `q  Ctrl-C`),
  /// and a screen with one command more than the terminal holds must still say it.
  private static func keepingTheLast(_ body: [Line], of count: Int, room: Int) -> [Line] {
    guard body.count > room, count > 0, body.count % count == 0 else { return body }
    // Each entry takes the same lines now: one, or two when terms stack over definitions.
    let perEntry = body.count / count
    guard room >= 2 * perEntry + 1 else { return body }
    return Array(body.prefix(room - 1 - perEntry)) + [Line(SafeText.ellipsis, style: .secondary)]
      + body.suffix(perEntry)
  }
}
