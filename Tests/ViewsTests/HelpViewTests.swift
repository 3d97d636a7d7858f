import TerminalKit
import Testing
import Views

/// Golden frames of the help screen: usages in a column, summaries wrapped beside them.
struct HelpViewTests {
  @Test(arguments: [80, 40])
  func helpListsEveryCommandWithItsSummary(width: Int) {
    // Tall enough for every summary in full: at 40 columns each goes under its usage.
    let frame = HelpView.frame(
      commands: ListFixtures.listCommands, on: Screen(width: width, height: 32))
    assertFrame(frame, named: "help-\(width)")
  }

  @Test func onAShortScreenEveryCommandKeepsOneLine() {
    // Given a screen too short for the summaries in full
    let screen = Screen(width: 80, height: ListFixtures.listCommands.count + 3)

    // When the help is drawn
    let frame = HelpView.frame(commands: ListFixtures.listCommands, on: screen)

    // Then it fits, and every usage is still there
    #expect(frame.lines.count <= screen.height)
    for command in ListFixtures.listCommands {
      #expect(frame.plainText.contains(command.usage.string), "\(command.usage)")
    }
  }

  @Test(arguments: [80, 30, 20])
  func onAScreenTooShortForEveryCommandTheLastStillShows(width: Int) {
    // Given one command more than a 16-line screen holds, quit last
    let commands =
      (1...13).map { CommandHelp(usage: "c\($0)", summary: "Command \($0).") }
      + [CommandHelp(usage: "quit", summary: "Leave.")]
    let screen = Screen(width: width, height: 16)

    // When the help is drawn keeping the last
    let body = HelpView.frame(commands: commands, on: screen, keepingLast: true).plainText.split(
      separator: "\n")

    // Then it fits, the cut is marked, and quit is still there, not cut to "…"
    #expect(body.count <= screen.height)
    #expect(body.contains { $0.hasPrefix("quit") })
    #expect(body.contains("…"))
    #expect(body.contains { $0.hasPrefix("c1 ") || $0 == "c1" })
  }

  @Test func theHelpLineDropsWholeCommandsFromTheMiddleAndKeepsQuit() {
    let frame = HelpView.frame(commands: ListFixtures.listCommands, on: Screen(width: 40))
    #expect(frame.lines.last?.plainText == "help · search TEXT · … · quit")
  }
}
