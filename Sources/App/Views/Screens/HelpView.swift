import TerminalKit

/// The help screen: every command the coordinator gives it, with what it does. On a screen too
/// short for every summary in full, each gets one line, so every command is still listed.
///
/// ```
/// Help · 3 commands
/// search TEXT  Keep photos whose title contains TEXT;
///              'search' alone clears it.
/// open N       Show the photo in row N of this page.
/// quit         Leave Slim.
/// ```
public enum HelpView {
  /// The frame listing `commands` on `screen`, with the coordinator's `message`, if any.
  public static func frame(
    commands: [CommandHelp], on screen: Screen, message: Message? = nil
  ) -> Frame {
    func lines(summaryLines: Int) -> [Line] {
      let entries = commands.map {
        DefinitionList.Entry(term: $0.usage, definition: $0.summary, maximumLines: summaryLines)
      }
      return DefinitionList.lines(entries, width: screen.width, termStyle: .heading)
    }
    var body = lines(summaryLines: .max)
    if body.count > ScreenLayout.room(for: message, on: screen) { body = lines(summaryLines: 1) }
    return ScreenLayout.frame(
      title: "Help", segments: [.init(NumberText.count(commands.count, "command"), priority: 1)],
      body: body, message: message, commands: commands, on: screen)
  }
}
