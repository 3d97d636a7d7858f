import Foundation
import Lessons
import Models

/// The same file, asset and library for every approach, so their tests compare like with like.
enum LessonFixtures {
  static let file = URL(fileURLWithPath: "/videos/harbour.mp4")
  static let asset = MediaAsset(id: "cat.mov", name: "cat", duration: .seconds(7), size: 850_000)
  static let copy = URL(fileURLWithPath: "/exports/cat.mov")
  static let library = LessonLibrary(copies: [asset.id: copy])
  static let recording = Recording(
    file: URL(fileURLWithPath: "/camera/1.mov"), duration: .seconds(65))
}
