import TerminalKit
import Testing

@testable import Views

/// The wrapper reads only as far as the lines it is asked for.
struct WrappingStopsEarlyTests {
  @Test func threeLinesOfAMegabyteLeaveTheRestUnread() {
    let megabyte = String(repeating: "word ", count: 200_000)
    var lines = WrappedLines(SafeText(untrusted: megabyte), width: 20)

    let firstThree = (0..<3).compactMap { _ in lines.next() }

    #expect(firstThree.count == 3)
    #expect(lines.unreadByteCount > megabyte.utf8.count - 100)
  }

  @Test func twoLinesOfAMegabyteReadOnlyTwoLinesOfIt() {
    let text = SafeText(untrusted: String(repeating: "word ", count: 200_000))

    let lines = text.wrapped(toWidth: 20, maximumLines: 2)

    #expect(lines.map(\.string) == ["word word word word", "word word word word…"])
  }

  @Test(arguments: [10, 80])
  func aMessageAtAnyWidthTakesTwoLinesAtMost(width: Int) {
    let screen = Screen(width: width, height: 10)
    let message = Message.error(String(repeating: "東京 ", count: 100_000))

    let frame = HelpView.frame(commands: [], on: screen, message: message)

    #expect(frame.lines.count <= screen.height)
    #expect(frame.plainText.contains("…"))
  }
}
