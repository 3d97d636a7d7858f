import Foundation
import Lessons
import Models

/// The same file, asset and library for every approach, so their tests compare like with like.
enum LessonFixtures {
  static let file = URL(fileURLWithPath: "/videos/harbour.mp4")
  static let asset = MediaAsset(id: "cat.mov", name: "cat", duration: .seconds(7), size: 850_000)
  static let copy = URL(fileURLWithPath: "/exports/cat.mov")
  static let library = LessonLibrary(copies: [asset.id: copy])

  /// The code of a file of the Lessons module's input-kinds chapter, comments left out: what
  /// the compiler reads.
  static func source(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appending(path: "Sources/Lessons/InputKinds/\(name)"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
      .joined(separator: "\n")
  }

  /// How many times `needle` occurs in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
