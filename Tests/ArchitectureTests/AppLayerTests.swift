import Foundation
import Testing

/// What the app layers, the lesson a student reads, never contain: the machinery belongs in the
/// platform modules (issue 27), and navigation never does a terminal process's work.
@Suite("The app layers")
struct AppLayerTests {
  /// Words that mark machinery: unsafe memory, C byte scans, specialisation and inlining
  /// attributes, the C allocator's settings, and a promise of thread safety the compiler cannot
  /// check. Matched anywhere in a line, comments included: a grep counts them.
  static let machinery = [
    "Unsafe", "withUnsafe", "memchr", "memcmp", "@specialized", "@_specialize", "@inlinable",
    "@usableFromInline", "mallopt", "dlsym", "@unchecked Sendable",
  ]

  /// What a terminal process does and navigation never: printing, asking whether a stream is a
  /// terminal, ending the process, writing to standard error, tuning the allocator.
  static let processWork = [
    "print(", "isatty", "exit(", "StandardError", "standardError", "AllocatorSettings",
  ]

  /// An offending line: `file`'s line `line` holds `word`.
  struct Offence: CustomStringConvertible {
    let file: String
    let line: Int
    let word: String
    let text: String

    var description: String {
      "\(file):\(line): \(word): \(text.trimmingCharacters(in: .whitespaces))"
    }
  }

  /// The lines of `source` holding any of `words`, one offence per line and word.
  static func offences(in source: String, file: String, words: [String]) -> [Offence] {
    source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap {
      index, line in
      words.filter { line.contains($0) }.map {
        Offence(file: file, line: index + 1, word: $0, text: String(line))
      }
    }
  }

  /// Every offence in the Swift files of `module`, but for the files in `allowed`.
  static func offences(
    inModule module: String, words: [String], allowed: Set<String> = []
  ) throws -> [Offence] {
    try LayerRuleTests.swiftFiles(of: module).flatMap { url in
      let file = url.path.replacingOccurrences(of: LayerRuleTests.packageRoot.path + "/", with: "")
      guard !allowed.contains(file) else { return [Offence]() }
      return offences(
        in: try String(contentsOf: url, encoding: .utf8), file: file, words: words)
    }
  }

  @Test(arguments: LayerRule.appModules.sorted())
  func noAppModuleHoldsMachinery(module: String) throws {
    let found = try Self.offences(inModule: module, words: Self.machinery)

    #expect(
      found.isEmpty,
      """
      The app layers are the lesson: move the machinery into a platform module.
      \(found.map(\.description).joined(separator: "\n"))
      """)
  }

  @Test func navigationDoesNoProcessWork() throws {
    let found = try Self.offences(inModule: "Coordinators", words: Self.processWork)

    #expect(
      found.isEmpty,
      """
      Coordinators only navigate: flags, output and exit statuses belong to the composition
      roots, the front ends and the samples' main.swift.
      \(found.map(\.description).joined(separator: "\n"))
      """)
  }

  /// How a task is started without a scope that ends it.
  static let unstructuredWork = ["Task {", "Task(", "Task.detached", "Task<"]

  @Test func navigationStartsNoWorkOfItsOwn() throws {
    let found = try Self.offences(inModule: "Coordinators", words: Self.unstructuredWork)

    #expect(
      found.isEmpty,
      """
      Coordinators only navigate: a screen's work starts when a front end shows it (its
      `appear()`, as SwiftUI's `.task`), so a task started here would run twice on a phone.
      \(found.map(\.description).joined(separator: "\n"))
      """)
  }

  @Test func anOffendingLineIsNamedWithItsFileLineAndWord() {
    let source = """
      import Foundation
      let a = 1  // plain
      let b = bytes.withUnsafeBufferPointer { $0.count }
      final class C: @unchecked Sendable {}
      """

    let found = Self.offences(in: source, file: "X.swift", words: Self.machinery)

    #expect(
      found.map(\.description) == [
        "X.swift:3: Unsafe: let b = bytes.withUnsafeBufferPointer { $0.count }",
        "X.swift:3: withUnsafe: let b = bytes.withUnsafeBufferPointer { $0.count }",
        "X.swift:4: @unchecked Sendable: final class C: @unchecked Sendable {}",
      ])
  }

  @Test func theRuleNeverLetsAPlatformModuleImportAnAppModule() {
    let crossings = LayerRule.platformModules.sorted().flatMap { module in
      (LayerRule.allowedImports[module] ?? []).subtracting(LayerRule.platformModules)
        .subtracting(LayerRule.systemLibraries).sorted().map { "\(module) -> \($0)" }
    }

    #expect(crossings.isEmpty, "a platform module may import only other platform modules")
  }
}
