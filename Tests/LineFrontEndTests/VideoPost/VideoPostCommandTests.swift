import Coordinators
import LineFrontEnd
import Testing

@Suite("VideoPost command parsing")
struct VideoPostCommandTests {
  @Test(arguments: [
    ("help", VideoPostCommand.help),
    ("caption Harbour at dusk", .caption("Harbour at dusk")),
    ("  CAPTION  Crème  Brûlée ", .caption("Crème  Brûlée")),
    ("post", .post), ("Post", .post), ("cancel", .cancel), ("retry", .retry),
    ("status", .status), ("back", .back), ("q", .quit), ("quit", .quit),
  ])
  func validLinesBecomeCommands(line: String, expected: VideoPostCommand) throws {
    #expect(try VideoPostCommand(parsing: line) == expected)
  }

  @Test(arguments: [
    (
      "fly",
      "Unknown command 'fly'. Commands: help, caption, post, cancel, retry, status, back, quit."
    ),
    ("", "Type a command: help, caption, post,"),
    ("caption", "Missing argument. Usage: caption TEXT."),
    ("caption   ", "Missing argument. Usage: caption TEXT."),
    ("post now", "Cannot use 'now'. Usage: post."),
    ("sort title", "Unknown command 'sort'."),
  ])
  func invalidLinesSayWhatIsValid(line: String, expectedStart: String) {
    #expect {
      try VideoPostCommand(parsing: line)
    } throws: { error in
      (error as? CommandError)?.description.hasPrefix(expectedStart) == true
    }
  }
}
