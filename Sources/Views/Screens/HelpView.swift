/// The help screen: every command the coordinator gives it, with what it does.
///
/// Usages line up in one column and summaries wrap in the other; on a screen too narrow for two
/// columns, each summary goes under its usage.
///
/// ```
/// Help · 3 commands
/// search TEXT  Keep photos whose title contains TEXT;
///              'search' alone clears it.
/// open N       Show the photo in row N of this page.
/// quit         Leave Slim.
///
/// help · search TEXT · open N · quit
/// ```
public enum HelpView {
  /// The frame listing `commands` on `screen`, with the coordinator's `message`, if any.
  public static func frame(
    commands: [CommandHelp], on screen: Screen, message: Message? = nil
  ) -> Frame {
    let header = HeaderBar.line(
      title: "Help", segments: [.init(NumberText.count(commands.count, "command"), priority: 1)],
      width: screen.width)
    return ScreenLayout.frame(
      header: header, body: lines(for: commands, width: screen.width), message: message,
      commands: commands, on: screen)
  }

  /// Just the command list, `width` columns wide, for a coordinator that shows it elsewhere.
  public static func lines(for commands: [CommandHelp], width: Int) -> [Line] {
    DefinitionList.lines(
      commands.map { DefinitionList.Entry(term: $0.usage, definition: $0.summary) },
      width: width, termStyle: .heading)
  }
}
