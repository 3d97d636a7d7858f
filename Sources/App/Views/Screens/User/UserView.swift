import Models
import TerminalKit
import ViewModels
import Words

/// The profile screen: a person's name, then what the server says of them, one labelled line
/// each; a field the server did not send says so rather than showing nothing.
///
/// ```
/// Zoë Ångström · user 1
/// Username  zoe.angstrom
/// Email     zoe.angstrom@slim.example
/// Company   Kestrel Labs
/// City      Kraków
/// ```
public enum UserView: RecordScreenWords {
  public static let reloading = SafeText(untrusted: UserWords.reloading)
  public static let returnsTo = SafeText(untrusted: UserWords.returnsTo)

  /// The frame for `state` on `screen`, with `commands` in the help line and `message`, if any.
  public static func frame(
    for state: UserViewModel.State, on screen: Screen, commands: [CommandHelp],
    message: Message? = nil
  ) -> Frame {
    var title: SafeText = "Profile"
    var segments: [HeaderBar.Segment] = []
    let body: [Line]
    switch state {
    case .idle: body = [Line(SafeText(untrusted: UserWords.notLoaded), style: .secondary)]
    case .loading:
      segments = [.init("loading…", priority: 1, style: .barProgress)]
      body = [Line(SafeText(untrusted: UserWords.loading), style: .secondary)]
    case .failed(let failure):
      segments = [.init("load failed", priority: 1, style: .barFailure)]
      body = Paragraph.failure(
        SafeText(untrusted: UserWords.loadFailed(failure)),
        advice: RetryText.advice(for: failure), width: screen.width)
    case .loaded(let user):
      title = SafeText.fitting(untrusted: user.name, toWidth: max(1, screen.width / 2))
      segments = [.init("user \(user.id)", priority: 2)]
      body = fields(of: user).map { label, value in
        var line = Line(label, style: .secondary)
        guard let value else {
          line.append(SafeText(untrusted: UserWords.notGiven), style: .secondary)
          return line
        }
        line.append(SafeText.fitting(untrusted: value, toWidth: max(1, screen.width - 10)))
        return line
      }
    }
    return ScreenLayout.frame(
      title: title, segments: segments, body: body, message: message, commands: commands,
      on: screen)
  }

  private static func fields(of user: User) -> [(SafeText, String?)] {
    [
      ("Username  ", user.username), ("Email     ", user.email), ("Company   ", user.company),
      ("City      ", user.city),
    ]
  }
}
