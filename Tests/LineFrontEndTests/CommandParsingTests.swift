import Coordinators
import LineFrontEnd
import Models
import Testing

@Suite("Command parsing")
struct CommandParsingTests {
  @Test(
    arguments: [
      ("help", PhotoListCommand.help),
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
  func validLinesBecomeCommands(line: String, expected: PhotoListCommand) throws {
    #expect(try PhotoListCommand(parsing: line) == expected)
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
      ("open 0", "Cannot use '0'. Usage: open N (N the number of a row on this page)."),
      ("open 1001", "Cannot use '1001'. Usage: open N (N the number of a row on this page)."),
      (
        "open 99999999999999999999",
        "Cannot use '99999999999999999999'. Usage: open N (N the number of a row on this page)."
      ),
      (
        "album 99999999999999999999",
        "Cannot use '99999999999999999999'. Usage: album N|all (N a positive whole number)."
      ),
    ])
  func invalidLinesSayWhatIsValid(line: String, expectedStart: String) {
    #expect {
      try PhotoListCommand(parsing: line)
    } throws: { error in
      (error as? CommandError)?.description.hasPrefix(expectedStart) == true
    }
  }
}

/// The photo detail reads its own commands; the list's are pointed back to the list.
@Suite("Photo detail command parsing")
struct PhotoDetailCommandParsingTests {
  @Test(
    arguments: [
      ("help", PhotoDetailCommand.help), ("?", .help), ("Back", .back), ("b", .back),
      ("refresh", .refresh), ("retry", .retry), ("quit", .quit), ("exit", .quit),
    ])
  func validLinesBecomeCommands(line: String, expected: PhotoDetailCommand) throws {
    #expect(try PhotoDetailCommand(parsing: line) == expected)
  }

  @Test(
    arguments: [
      ("fly", "Unknown command 'fly'. Commands: help, back, refresh, retry, quit."),
      ("", "Type a command: help, back, refresh, retry, quit."),
      ("refresh now", "Cannot use 'now'. Usage: refresh."),
      ("search dog", "That works on the photo list; 'back' returns to it."),
      ("open x", "That works on the photo list; 'back' returns to it."),
      ("n", "That works on the photo list; 'back' returns to it."),
    ])
  func mistakesSayWhatIsValid(line: String, message: String) {
    #expect {
      try PhotoDetailCommand(parsing: line)
    } throws: { error in
      (error as? CommandError)?.description == message
    }
  }

  @Test func everyCatalogEntryIsAWordTheScreenAccepts() {
    for help in PhotoDetailCommand.catalog + PhotoListCommand.catalog {
      let word = String(help.usage.string.prefix { $0 != " " })
      #expect(PhotoDetailCommand.words.contains(word) || PhotoListCommand.words.contains(word))
    }
    #expect(PhotoDetailCommand.catalog.count == PhotoDetailCommand.words.count)
  }
}
