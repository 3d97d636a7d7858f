/// The help screen: every command the coordinator gives it, with what it does.
///
/// Usages line up in one column and summaries wrap in the other; on a screen too narrow for two
/// columns, each summary goes under its usage. On a screen too short for every summary in full,
/// each gets one line, ending in `…` where it was cut, so every command is still listed.
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
    var body = lines(for: commands, width: screen.width)
    if body.count > ScreenLayout.room(for: message, on: screen) {
      body = lines(for: commands, width: screen.width, summaryLines: 1)
    }
    return ScreenLayout.frame(
      header: header, body: body, message: message, commands: commands, on: screen)
  }

  /// Just the command list, `width` columns wide, for a coordinator that shows it elsewhere;
  /// each summary takes at most `summaryLines`.
  public static func lines(
    for commands: [CommandHelp], width: Int, summaryLines: Int = .max
  ) -> [Line] {
    DefinitionList.lines(
      commands.map {
        DefinitionList.Entry(term: $0.usage, definition: $0.summary, maximumLines: summaryLines)
      },
      width: width, termStyle: .heading)
  }
}
