import TerminalKit
import Testing
import Views

@testable import FullScreen

@Suite("Screen writer")
struct ScreenWriterTests {
  static let escape = "\u{1B}["

  @Test func theFirstFrameClearsTheScreenAndDrawsEveryLine() {
    let bytes = ScreenWriter.bytes(from: nil, to: ["one", "two"])

    #expect(
      bytes
        == "\(Self.escape)2J\(Self.escape)1;1H\(Self.escape)2Kone\(Self.escape)2;1H\(Self.escape)2Ktwo"
    )
  }

  @Test func onlyTheLinesThatChangedAreWritten() {
    let old = ["header", "  1  first", "▸ 2  second", "  3  third", "help"]
    let new = ["header", "  1  first", "  2  second", "▸ 3  third", "help"]

    let bytes = ScreenWriter.bytes(from: old, to: new)

    #expect(
      bytes
        == "\(Self.escape)3;1H\(Self.escape)2K  2  second\(Self.escape)4;1H\(Self.escape)2K▸ 3  third"
    )
  }

  @Test func anUnchangedFrameWritesNothing() {
    let lines = ["header", "row", "help"]

    #expect(ScreenWriter.bytes(from: lines, to: lines).isEmpty)
  }

  @Test func linesPastTheEndOfAShorterFrameAreCleared() {
    let bytes = ScreenWriter.bytes(from: ["a", "b", "c"], to: ["a"])

    #expect(bytes == "\(Self.escape)2;1H\(Self.escape)2K\(Self.escape)3;1H\(Self.escape)2K")
  }

  @Test func aLongerFrameWritesItsNewLines() {
    let bytes = ScreenWriter.bytes(from: ["a"], to: ["a", "b"])

    #expect(bytes == "\(Self.escape)2;1H\(Self.escape)2Kb")
  }

  @Test func theWriterRemembersTheScreenUntilInvalidated() {
    var writer = ScreenWriter()

    let first = writer.update(to: ["a", "b"])
    let same = writer.update(to: ["a", "b"])
    writer.invalidate()
    let redrawn = writer.update(to: ["a", "b"])

    #expect(first.hasPrefix("\(Self.escape)2J"))
    #expect(same.isEmpty)
    #expect(redrawn == first)
  }

  @Test func aFramesLinesAreItsTextLineByLine() {
    let frame = Frame([Line("one"), .blank, Line("three")], on: Screen(width: 20))

    #expect(ScreenWriter.lines(of: frame) == ["one", "", "three"])
  }
}
