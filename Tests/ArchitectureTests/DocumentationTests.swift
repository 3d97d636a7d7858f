import Foundation
import Testing

/// What the documentation promises about itself: a listing shown in an article is the code as it
/// is, and no measured figure is typed into prose, where it would drift from what the code does.
/// Measured figures live in PERFORMANCE.md, which a script writes.
@Suite("The documentation")
struct DocumentationTests {
  /// Every DocC article of the kit's modules, as paths relative to the package's root.
  static func articles() throws -> [String] {
    let sources = LayerRuleTests.packageRoot.appending(path: "Sources")
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? []).filter {
      $0.pathExtension == "md" && $0.path.contains(".docc/")
    }
    return files.map(relativePath).sorted()
  }

  static func relativePath(_ url: URL) -> String {
    url.path.replacingOccurrences(of: LayerRuleTests.packageRoot.path + "/", with: "")
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: LayerRuleTests.packageRoot.appending(path: path), encoding: .utf8)
  }

  // MARK: Tested listings

  @Test func everyListingAppearsVerbatimInTheFileItNames() throws {
    var problems: [String] = []
    for article in try Self.articles() {
      for listing in Listing.all(in: try Self.read(article)) {
        let named = LayerRuleTests.packageRoot.appending(path: listing.path)
        guard let file = try? String(contentsOf: named, encoding: .utf8) else {
          problems.append("\(article):\(listing.line): names \(listing.path), which is not there")
          continue
        }
        if !listing.appears(in: file) {
          problems.append(
            """
            \(article):\(listing.line): this block is not in \(listing.path) as it stands:
            \(listing.lines.joined(separator: "\n"))
            """)
        }
      }
    }

    #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
  }

  @Test func theArticlesHoldListingsToCheck() throws {
    let count = try Self.articles().reduce(0) { $0 + Listing.all(in: try Self.read($1)).count }

    #expect(count > 0, "no article marks a listing; the check above would pass on nothing")
  }

  @Test func aListingMatchesAtAnyIndentationAndFailsOnAnyOtherChange() {
    let file = """
      struct A {
        func f() -> Int {
          let x = 1

          return x
        }
      }
      """
    let article = """
      Some prose.

      <!-- listing: A.swift -->
      ```swift
      func f() -> Int {
        let x = 1

        return x
      }
      ```

      <!-- listing: A.swift -->

      ```swift
          let x = 2
      ```

      ```swift
      not marked, so not checked
      ```
      """

    let listings = Listing.all(in: article)

    #expect(listings.map(\.path) == ["A.swift", "A.swift"])
    #expect(listings.map(\.line) == [3, 12])
    #expect(listings[0].appears(in: file))
    #expect(!listings[1].appears(in: file))
  }

  @Test func aMarkWithNoSwiftBlockAfterItIsAListingThatAppearsNowhere() {
    let listings = Listing.all(in: "<!-- listing: A.swift -->\nprose, not code\n")

    #expect(listings.count == 1)
    #expect(!listings[0].appears(in: "prose, not code"))
  }

  // MARK: No measured figures in prose

  /// Figures the code sets, not measures: they may be written where the limit is explained.
  static let limitsTheCodeSets: Set<String> = [
    "1 KiB", "1 GiB", "64 MiB",
  ]

  /// ARCHITECTURE.md and every DocC article: the prose that explains the code.
  static func prose() throws -> [String] {
    try ["ARCHITECTURE.md"] + articles()
  }

  @Test func noMeasuredFigureIsTypedIntoTheDocs() throws {
    let found = try Self.prose().flatMap { path in
      Figure.all(in: try Self.read(path)).filter { !Self.limitsTheCodeSets.contains($0.text) }
        .map { "\(path):\($0.line): \($0.text)" }
    }

    #expect(
      found.isEmpty,
      """
      Link to PERFORMANCE.md rather than typing a measured figure; a limit the code sets may \
      join DocumentationTests.limitsTheCodeSets.
      \(found.joined(separator: "\n"))
      """)
  }

  @Test func figuresAreFoundInProseAndNotInCodeOrWords() {
    let text = """
      A keystroke takes 3.7–4.0 ms, a start 0.93 s and 128 MB; about 2x faster, 13% of it.
      The 503s came back, the 4xx did not, at 120x40, in 5 steps.
      ```swift
      let limit = 20 s
      ```
      A field holds 1,000 characters, at most 64 MiB.
      """

    #expect(
      Figure.all(in: text).map(\.text) == ["3.7–4.0 ms", "0.93 s", "128 MB", "2x", "13%", "64 MiB"])
    #expect(Figure.all(in: text).map(\.line) == [1, 1, 1, 1, 1, 6])
  }
}

/// A Swift block in an article, marked by the line `<!-- listing: PATH -->` before it (blank
/// lines may come between), which must appear in the file at PATH, relative to the package's
/// root: line for line, ignoring the common leading indentation and blank lines at either end.
struct Listing {
  let path: String
  /// The article's line (from 1) that marks the listing.
  let line: Int
  let lines: [String]

  static func all(in article: String) -> [Listing] {
    let text = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var listings: [Listing] = []
    var index = 0
    while index < text.count {
      defer { index += 1 }
      guard let path = markedPath(text[index]) else { continue }
      let mark = index
      var next = index + 1
      while next < text.count, text[next].trimmingCharacters(in: .whitespaces).isEmpty {
        next += 1
      }
      guard next < text.count, text[next].trimmingCharacters(in: .whitespaces) == "```swift"
      else {
        listings.append(Listing(path: path, line: mark + 1, lines: []))
        continue
      }
      var end = next + 1
      while end < text.count, text[end].trimmingCharacters(in: .whitespaces) != "```" {
        end += 1
      }
      listings.append(
        Listing(path: path, line: mark + 1, lines: trimmed(Array(text[(next + 1)..<end]))))
      index = end
    }
    return listings
  }

  /// The path a line marks, when it is `<!-- listing: PATH -->`.
  static func markedPath(_ line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let start = "<!-- listing:"
    guard trimmed.hasPrefix(start), trimmed.hasSuffix("-->") else { return nil }
    let path = trimmed.dropFirst(start.count).dropLast(3).trimmingCharacters(in: .whitespaces)
    return path.isEmpty ? nil : path
  }

  /// Lines without blank lines at either end, without their common leading indentation, and
  /// without trailing spaces.
  static func trimmed(_ lines: [String]) -> [String] {
    var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let indentation =
      lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }
  }

  /// Whether these lines are some run of the file's lines, indentation aside. An empty listing,
  /// a mark with no block after it, appears nowhere.
  func appears(in file: String) -> Bool {
    guard !lines.isEmpty else { return false }
    let fileLines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard fileLines.count >= lines.count else { return false }
    return (0...(fileLines.count - lines.count)).contains { start in
      Self.trimmed(Array(fileLines[start..<(start + lines.count)])) == lines
    }
  }
}

/// A figure with a unit of time, size, ratio or share, written in prose outside code blocks:
/// what a measurement produces, and what drifts once the code changes.
struct Figure {
  let text: String
  /// The line (from 1) it is on.
  let line: Int

  /// A number, or a range of two, then a unit. A bare `s` needs a space before it, so a plural
  /// such as "503s" is no figure; a unit runs into no letter or digit, so "4xx" and "120x40"
  /// are none either.
  static let pattern =
    #"(?<![\w.\-])\d+(?:[.,]\d+)*(?:\s?(?:–|-|to)\s?\d+(?:[.,]\d+)*)?"#
    + #"(?:\s?(?:ns|µs|ms|MB|MiB|GB|GiB|kB|KB|KiB|bytes|seconds|minutes|hours|x|×|%)|\ss)"#
    + #"(?![\p{L}\p{N}])"#

  static func all(in text: String) -> [Figure] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    var figures: [Figure] = []
    var inCode = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard !inCode else { continue }
      let string = String(line)
      let range = NSRange(string.startIndex..., in: string)
      for match in expression.matches(in: string, range: range) {
        if let found = Range(match.range, in: string) {
          figures.append(Figure(text: String(string[found]), line: index + 1))
        }
      }
    }
    return figures
  }
}
