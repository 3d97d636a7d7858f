import Testing

@testable import FatGallerySteps

/// Step 4's commands as values: each shared command, and the refusals every step gives.
@Suite("Step 4: the commands")
struct PhotoListCommandTests {
  @Test(
    arguments: [
      ("next", Step4.PhotoListCommand.next), ("prev", .previous), ("open 12", .open(row: 12)),
      ("  open   3 ", .open(row: 3)), ("back", .back), ("refresh", .refresh), ("quit", .quit),
    ])
  func eachSharedCommandIsRead(line: String, command: Step4.PhotoListCommand) throws {
    #expect(try Step4.PhotoListCommand(parsing: line) == command)
  }

  @Test(
    arguments: [
      ("open", Step4.PhotoListCommand.ParseError.openNeedsRow),
      ("open three", .openNeedsRow),
      ("open 1 2", .openNeedsRow),
      ("next 2", .unknown(typed: "next 2")),
      (" fly away ", .unknown(typed: "fly away")),
      ("", .unknown(typed: "")),
    ])
  func anythingElseIsRefused(line: String, error: Step4.PhotoListCommand.ParseError) {
    #expect(throws: error) { try Step4.PhotoListCommand(parsing: line) }
  }

  @Test func theRefusalNamesWhatWasTypedAndEveryCommand() {
    #expect(
      Step4.PhotoListCommand.ParseError.unknown(typed: "fly").description
        == "Unknown command \"fly\". Commands: next, prev, open N, back, refresh, quit.")
  }
}
