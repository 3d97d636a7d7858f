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
    let body: [Line]
    var header: SafeText = "Users"
    switch state {
    case .idle:
      body = []
    case .loading:
      body = [Line("Loading the users and their albums…", style: .secondary)]
    case .empty:
      body = [Line("The server has no users.", style: .secondary)]
    case .failed(let failure):
      let why: SafeText = "Could not load the users: \(untrusted: failure.message)"
      body = why.wrapped(toWidth: screen.width).map { Line($0, style: .failure) }
    case .loaded(let rows):
      header = "Users · \(count(rows.count, "user"))"
      body = rows.enumerated().map { row(number: $0.offset + 1, $0.element, width: screen.width) }
    }
    let note = message.map { Line($0.text, style: $0.kind == .error ? .failure : .plain) }
    let help = Line(SafeText.joined(commands.map(\.usage), separator: " · "), style: .secondary)
    // The help line is the last line, whatever the screen's height: the rows give way first.
    let room = max(0, screen.height - 3)
    let shown = body.count > room ? body.prefix(max(0, room - 1)) + [Line("…")] : body[...]
    return Frame([Line(header, style: .heading)] + shown + [note ?? .blank, help], on: screen)
  }

  /// One user's line: the number, the name (cut to fit) and the album count at the right.
  private static func row(number: Int, _ row: UserRow, width: Int) -> Line {
    let albums = count(row.albumCount, "album")
    var line = Line("\(number)  ")
    let name = max(0, width - line.width - albums.width - 2)
    line.append(SafeText.fitting(untrusted: row.user.name, toWidth: name).padded(toWidth: name))
    line.append("  ")
    line.append(albums, style: .secondary)
    return line
  }

  /// "1 album", "2 albums".
  private static func count(_ number: Int, _ noun: SafeText) -> SafeText {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }
}
