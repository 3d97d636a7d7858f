import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>.txt` in the folder of the calling test
/// file, recording an issue with a line diff when they differ.
///
/// Golden files are plain text beside the tests, so a change to what a screen shows is reviewed
/// in the diff of the commit like any other change. To accept new output, run the tests with
/// `RECORD_SNAPSHOTS` set (any value): each snapshot is rewritten, and each rewrite is reported
/// as an issue so a recording run is never mistaken for a passing one. A missing golden file is
/// recorded the same way. A trailing newline is ignored on both sides.
///
/// ```swift
/// @Test func helpFitsFortyColumns() {
///   assertSnapshot(HelpView.frame(commands: commands, on: Screen(width: 40)).text,
///                  named: "help-40")
/// }
/// ```
public func assertSnapshot(
  _ text: String, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent("\(name).txt")
  let actual = SnapshotText.normalised(text)
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
  let stored = try? String(contentsOf: file, encoding: .utf8)

  guard !recording, let stored else {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (actual + "\n").write(to: file, atomically: true, encoding: .utf8)
      let reason = recording ? "RECORD_SNAPSHOTS is set" : "there was no snapshot"
      Issue.record(
        "Recorded snapshot '\(name)' because \(reason); check \(file.path), then run again.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not record snapshot '\(name)': \(error)", sourceLocation: sourceLocation)
    }
    return
  }

  let expected = SnapshotText.normalised(stored)
  guard expected != actual else { return }
  let diff = GoldenLineDiff.lines(expected: expected, actual: actual).joined(separator: "\n")
  Issue.record(
    """
    Snapshot '\(name)' does not match \(file.path) (-expected +actual):
    \(diff)
    Run with RECORD_SNAPSHOTS=1 to accept the new output.
    """,
    sourceLocation: sourceLocation)
}

/// How snapshot text is compared: the same text whatever the platform's line endings, and
/// whether or not it ends with a newline.
enum SnapshotText {
  static func normalised(_ text: String) -> String {
    var text = text.replacingOccurrences(of: "\r\n", with: "\n")
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
