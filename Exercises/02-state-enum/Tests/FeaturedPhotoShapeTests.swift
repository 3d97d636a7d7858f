import Foundation
import Testing

/// The lesson itself: where the screen is lives in one stored value, with no flag or optional
/// that could contradict it. Checked by reading the view model's source, because behaviour
/// alone cannot tell a tidy enum from flags that happen to be kept in step.
struct FeaturedPhotoShapeTests {
  /// The view model's stored `var`s (its dependencies are `let`s), as `line N: declaration`.
  static func storedValues() throws -> [String] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Sources/FeaturedPhotoViewModel.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    return lines.enumerated().compactMap { index, line in
      let code = line.trimmingCharacters(in: .whitespaces)
      let declaration = #"^(@\w+ )*((public|private|fileprivate|internal)(\(set\))? )*var \w+"#
      let stored =
        code.range(of: declaration, options: .regularExpression) != nil && !code.hasSuffix("{")
      return stored ? "line \(index + 1): \(code)" : nil
    }
  }

  @Test func theScreenStoresWhereItIsInOneValue() throws {
    let stored = try Self.storedValues()
    #expect(
      stored.count == 1,
      "FeaturedPhotoViewModel should store one value (a private enum); it stores \(stored.count): \(stored.joined(separator: "; "))"
    )
  }

  @Test func theScreenStoresNoFlagOrOptional() throws {
    let flags = try Self.storedValues().filter {
      $0.range(of: #":\s*Bool\b|\?\s*(=|$)|=\s*(true|false|nil)\s*$"#, options: .regularExpression)
        != nil
    }
    #expect(
      flags.isEmpty,
      "A flag or an optional can contradict the rest of the state: \(flags.joined(separator: "; "))"
    )
  }
}
