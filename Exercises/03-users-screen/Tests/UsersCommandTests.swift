import Exercise03
import LineFrontEnd
import Testing

/// The users screen's commands: what parses, what is refused, and the help.
struct UsersCommandTests {
  @Test func everyCommandParses() throws {
    #expect(try UsersCommand(parsing: "help") == .help)
    #expect(try UsersCommand(parsing: "open 3") == .open(3))
    #expect(try UsersCommand(parsing: "  OPEN 12 ") == .open(12))
    #expect(try UsersCommand(parsing: "refresh") == .refresh)
    #expect(try UsersCommand(parsing: "retry") == .retry)
    #expect(try UsersCommand(parsing: "back") == .back)
    #expect(try UsersCommand(parsing: "quit") == .quit)
  }

  @Test func aBadRowOrAnUnknownWordIsRefused() {
    for line in ["open", "open 0", "open -2", "open x", "open 1 2", "open 99999999999999999999"] {
      #expect(throws: CommandError.self, "'\(line)'") { try UsersCommand(parsing: line) }
    }
    #expect(throws: CommandError.notOneOf("search", commands: UsersCommand.words)) {
      try UsersCommand(parsing: "search cats")
    }
  }

  @Test func theHelpListsEveryCommandHelpFirst() {
    let usages = UsersCommand.catalog.map(\.usage.string)
    #expect(usages.first == "help")
    for word in UsersCommand.words {
      #expect(usages.contains { $0.hasPrefix(word) }, "the help has no line for '\(word)'")
    }
  }
}
