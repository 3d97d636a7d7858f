import Essentials
import Models
import TerminalKit
import Testing
import Views

/// Script mode appends plain frames; interactive mode clears the screen and redraws.
struct TerminalOutputTests {
  private let frame = Frame([Line("first"), Line("second")], on: Screen(width: 20))

  @Test func scriptModePrintsTheFrameAndANewline() {
    #expect(TerminalOutput.encode(frame, mode: .script) == "first\nsecond\n")
  }

  @Test func interactiveModeClearsTheScreenBeforeTheFrame() {
    #expect(TerminalOutput.encode(frame, mode: .interactive) == "\u{1B}[H\u{1B}[2Jfirst\nsecond\n")
  }

  @Test func showWritesTheEncodedFrameOnce() {
    let written = Locked<[String]>([])
    let output = TerminalOutput(mode: .script) { text in written.withLock { $0.append(text) } }
    output.show(frame)
    #expect(written.withLock { $0 } == ["first\nsecond\n"])
  }
}
