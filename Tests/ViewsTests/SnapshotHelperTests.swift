import Foundation
import TestSupport
import Testing

/// The snapshot helper passes on a match, ignores a trailing newline, and fails on a mismatch.
///
/// These run against a fixed file, `Snapshots/snapshot-helper-fixture.txt`, and are skipped while
/// recording so a recording run cannot overwrite the fixture with the deliberately wrong text.
@Suite(.disabled(if: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil))
struct SnapshotHelperTests {
  @Test func matchingTextPassesWithOrWithoutATrailingNewline() {
    assertSnapshot("first line\nsecond line", named: "snapshot-helper-fixture")
    assertSnapshot("first line\nsecond line\n", named: "snapshot-helper-fixture")
  }

  @Test func aMismatchIsReportedWithALineDiff() {
    withKnownIssue {
      assertSnapshot("first line\nchanged line", named: "snapshot-helper-fixture")
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("-2 | second line") && text.contains("+2 | changed line")
    }
  }
}
