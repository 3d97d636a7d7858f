import Foundation
import TestSupport
import Testing

/// The snapshot helper's diff lists only changed lines, numbered, expected before actual.
struct GoldenLineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(GoldenLineDiff.lines(expected: "a\nb", actual: "a\nb").isEmpty)
  }

  @Test func aChangedLineShowsAsOneRemovalAndOneAddition() {
    #expect(GoldenLineDiff.lines(expected: "a\nb\nc", actual: "a\nB\nc") == ["-2 | b", "+2 | B"])
  }

  @Test func anInsertedLineDoesNotMarkTheLinesAfterIt() {
    let expected = (1...12).map(String.init).joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "3\n", with: "3\nnew\n")
    #expect(GoldenLineDiff.lines(expected: expected, actual: actual) == ["+ 4 | new"])
  }

  @Test func aMissingLastLineIsAReportedRemoval() {
    #expect(GoldenLineDiff.lines(expected: "a\nb", actual: "a") == ["-2 | b"])
  }
}
