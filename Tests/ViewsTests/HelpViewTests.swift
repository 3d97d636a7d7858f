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

  @Test func theHelpLineDropsWholeCommandsThatDoNotFit() {
    let frame = HelpView.frame(commands: ListFixtures.listCommands, on: Screen(width: 40))
    #expect(frame.lines.last?.plainText == "help · search TEXT · …")
  }
}
