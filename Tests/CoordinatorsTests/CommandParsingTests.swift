import Coordinators
import Models
import Testing

@Suite("Command parsing")
struct CommandParsingTests {
  @Test(
    arguments: [
      ("help", Command.help),
      ("  HELP  ", .help),
      ("search sunset", .search("sunset")),
      ("search  Crème  Brûlée ", .search("Crème  Brûlée")),
      ("search", .search("")),
      ("sort title", .sort(PhotoSort(field: .title, ascending: true))),
      ("sort id desc", .sort(PhotoSort(field: .id, ascending: false))),
      ("Sort Title ASC", .sort(PhotoSort(field: .title, ascending: true))),
      ("group album", .group(.album)),
      ("group none", .group(.none)),
      ("album 12", .album(.album(12))),
      ("album all", .album(.all)),
      ("open 3", .open(3)),
      ("next", .next),
      ("prev", .previous),
      ("back", .back),
      ("refresh", .refresh),
      ("retry", .retry),
      ("quit", .quit),
      ("q", .quit),
    ])
  func validLinesBecomeCommands(line: String, expected: Command) throws {
    #expect(try Command(parsing: line) == expected)
  }

  @Test(
    arguments: [
      ("fly", "Unknown command 'fly'. Commands: help, search, sort, group, album, open, next,"),
      ("", "Type a command: help, search,"),
      ("sort colour", "Cannot use 'colour'. Usage: sort title|id [asc|desc]."),
      ("sort id sideways", "Cannot use 'id sideways'. Usage: sort title|id [asc|desc]."),
      ("group", "Missing argument. Usage: group album|none."),
      ("album -2", "Cannot use '-2'. Usage: album N|all (N a positive whole number)."),
      ("album 1.5", "Cannot use '1.5'. Usage: album N|all (N a positive whole number)."),
      ("open", "Missing argument. Usage: open N (N the number of a row on this page)."),
      ("open x", "Cannot use 'x'. Usage: open N (N the number of a row on this page)."),
      ("next 2", "Cannot use '2'. Usage: next."),
    ])
  func invalidLinesSayWhatIsValid(line: String, expectedStart: String) {
    #expect {
      try Command(parsing: line)
    } throws: { error in
      (error as? CommandError)?.description.hasPrefix(expectedStart) == true
    }
  }
}
