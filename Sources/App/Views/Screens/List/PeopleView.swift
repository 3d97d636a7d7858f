import Models
import TerminalKit
import ViewModels
import Words

/// The people screen: the list screen of one section (``ListScreenView``) with the people's
/// words, each row a person's name and handle.
///
/// ```
/// People · 10 users · page 1 of 1
///    1  José Dubois                     jose.dubois
///    2  Zoë Ångström                    zoe.angstrom
/// ```
public enum PeopleView: ListScreenWords {
  /// What the people screen says around its rows, from Words.
  public static let words = ListWords.people

  /// The frame for `state` on `screen`, narrowed by `search`, showing the page `pager` is on,
  /// with `commands` in the help line and `message`, if any, above it.
  public static func frame(
    for state: ListState<User>, search: String, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    ListScreenView.frame(
      for: state, words: words, search: search, pager: pager, on: screen, commands: commands,
      message: message
    ) { user, width in
      let name = max(0, width / 2)
      var line = Line(SafeText.fitting(untrusted: user.name, toWidth: name).padded(toWidth: name))
      line.append("  ")
      line.append(
        SafeText.fitting(untrusted: user.username, toWidth: max(0, width - name - 2)),
        style: .secondary)
      return line
    }
  }
}
