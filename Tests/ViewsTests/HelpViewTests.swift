import Testing
import Views

/// Golden frames of the help screen: usages in a column, summaries wrapped beside them.
struct HelpViewTests {
  @Test(arguments: [80, 40])
  func helpListsEveryCommandWithItsSummary(width: Int) {
    let frame = HelpView.frame(commands: ListFixtures.listCommands, on: Screen(width: width))
    assertFrame(frame, named: "help-\(width)")
  }

  @Test func theHelpLineDropsWholeCommandsThatDoNotFit() {
    let frame = HelpView.frame(commands: ListFixtures.listCommands, on: Screen(width: 40))
    #expect(frame.lines.last?.plainText == "help · search TEXT · …")
  }
}
