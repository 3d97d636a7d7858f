import Models
import TerminalKit
import ViewModels
import Views

/// The users screen: a pure function from the users' state and a screen to a frame.
///
/// ```
/// Users · 3 users
///   1  Ada Lovelace                     1 album
///   2  Bo Diddley                       0 albums
///   3  Zoë Ångström                     2 albums
///
/// help · open N · refresh · retry · back · quit
/// ```
public enum UsersView {
  /// The frame for `state` on `screen`, with `commands` in the help line at the bottom and
  /// `message` (a refusal, say) above it.
  public static func frame(
    for state: UsersViewModel.State, on screen: Screen, commands: [CommandHelp],
    message: Message? = nil
  ) -> Frame {
    // Exercise 3: the lines for each state (a row per user when loaded: RowNumber, the name,
    // NumberText.count), then ScreenLayout.frame for the header, the message and the help line.
    Frame([Line("Exercise 3: the users screen is not drawn yet.")], on: screen)
  }
}
