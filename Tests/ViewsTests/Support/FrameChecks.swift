import TerminalKit
import TestSupport
import Testing
import Views

/// Checks every golden frame must pass, whatever it shows, then compares it with its snapshot.
///
/// - No line is wider than the frame, measured on the printed text rather than trusted from the
///   view's own arithmetic.
/// - Without colour, the text has no ESC at all; with colour, every ESC starts an SGR sequence,
///   and removing them leaves exactly the plain text.
func assertFrame(
  _ frame: Frame, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectWellFormed(frame, sourceLocation: sourceLocation)
  assertSnapshot(frame.text, named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// The well-formedness half of ``assertFrame(_:named:filePath:sourceLocation:)``.
func expectWellFormed(_ frame: Frame, sourceLocation: SourceLocation = #_sourceLocation) {
  let plainLines = frame.plainText.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, line) in plainLines.enumerated() {
    let width = DisplayWidth.of(line)
    #expect(
      width <= frame.width, "line \(index + 1) is \(width) columns wide, more than \(frame.width)",
      sourceLocation: sourceLocation)
  }
  if frame.usesColor {
    #expect(
      strippingSGR(frame.text) == frame.lines.map(\.plainText).joined(separator: "\n"),
      "removing SGR codes should leave the plain text and no other escape",
      sourceLocation: sourceLocation)
  } else {
    #expect(
      !frame.text.contains("\u{1B}"), "a plain frame has no ESC", sourceLocation: sourceLocation)
  }
}

/// `text` with every SGR sequence (`ESC [ digits ; … m`) removed; any other ESC is left in.
func strippingSGR(_ text: String) -> String {
  var output = ""
  var scalars = text.unicodeScalars[...]
  while let scalar = scalars.first {
    if scalar == "\u{1B}", scalars.dropFirst().first == "[" {
      let parameters = scalars.dropFirst(2).prefix { ("0"..."9").contains($0) || $0 == ";" }
      let end = scalars.dropFirst(2 + parameters.count)
      if end.first == "m" {
        scalars = end.dropFirst()
        continue
      }
    }
    output.unicodeScalars.append(scalar)
    scalars = scalars.dropFirst()
  }
  return output
}
