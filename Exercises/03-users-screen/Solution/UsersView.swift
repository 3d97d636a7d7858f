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
    let width = screen.width
    var segments: [HeaderBar.Segment] = []
    let body: [Line]
    switch state {
    case .idle:
      body = []
    case .loading:
      segments.append(HeaderBar.Segment("loading…", priority: 1, style: .barProgress))
      body = [Line("Loading the users and their albums…", style: .secondary)]
    case .empty:
      body = [Line("The server has no users.", style: .secondary)]
    case .failed(let failure):
      segments.append(HeaderBar.Segment("load failed — retry", priority: 1, style: .barFailure))
      body = Paragraph.failure(
        "Could not load the users: \(untrusted: failure.message)",
        advice: "Type 'retry' to try again.", width: width)
    case .loaded(let rows):
      segments.append(HeaderBar.Segment(NumberText.count(rows.count, "user"), priority: 2))
      let digits = NumberText.digitCount(rows.count)
      body = rows.enumerated().map { row(number: $0.offset + 1, $0.element, digits, width) }
    }
    // The layout keeps the header at the top and the help line at the bottom, cutting the rows
    // that do not fit.
    return ScreenLayout.frame(
      title: "Users", segments: segments, body: body, message: message, commands: commands,
      on: screen)
  }

  /// One user's line: the number, the name (cut to fit) and the album count at the right.
  private static func row(number: Int, _ row: UserRow, _ digits: Int, _ width: Int) -> Line {
    let albums = NumberText.count(row.albumCount, "album")
    var line = Line(RowNumber.spans(number, digits: digits, mark: nil))
    let name = max(0, width - RowNumber.width(digits: digits) - albums.width - 2)
    line.append(SafeText.fitting(untrusted: row.user.name, toWidth: name).padded(toWidth: name))
    line.append("  ")
    line.append(albums, style: .secondary)
    return line
  }
}
