import Foundation
import Testing

/// The porting article's listings are the host's screens, line for line: every Swift block the
/// article marks `<!-- listing: PATH -->` must be in the file at PATH (leading indentation common
/// to the block and blank lines at its ends aside). Until the kit checks every article's
/// listings, this one is checked here, so the article cannot drift from what the host runs.
@Suite("The porting article's listings")
struct PortingArticleListingsTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let article = "Sources/App/ViewModels/ViewModels.docc/Porting.md"

  /// A marked block: the file it names and its code.
  struct Listing {
    let path: String
    let code: String
  }

  /// The marked Swift blocks of `markdown`, in order.
  static func listings(in markdown: String) -> [Listing] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [Listing] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("<!-- listing:"), trimmed.hasSuffix("-->"),
        lines.indices.contains(index + 1),
        lines[index + 1].trimmingCharacters(in: .whitespaces) == "```swift"
      else { continue }
      let path = trimmed.dropFirst("<!-- listing:".count).dropLast("-->".count)
        .trimmingCharacters(in: .whitespaces)
      let body = lines[(index + 2)...].prefix {
        $0.trimmingCharacters(in: .whitespaces) != "```"
      }
      found.append(Listing(path: path, code: dedented(Array(body))))
    }
    return found
  }

  /// `lines` without the indentation they all share and without blank lines at either end.
  static func dedented(_ lines: [String]) -> String {
    var lines = lines
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    let indent =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }

  @Test func everyListingIsInTheFileItNames() throws {
    let markdown = try String(
      contentsOf: Self.root.appending(path: Self.article), encoding: .utf8)
    let listings = Self.listings(in: markdown)
    #expect(listings.count >= 8)

    for listing in listings {
      let file = try String(
        contentsOf: Self.root.appending(path: listing.path), encoding: .utf8)
      let code = Self.dedented(
        file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      #expect(code.contains(listing.code), "\(Self.article): a listing is not in \(listing.path)")
    }
  }

  @Test func aListingThatDriftedIsCaught() {
    let markdown = """
      <!-- listing: X.swift -->
      ```swift
        struct A {
          let b: Int
        }
      ```
      """

    let listing = Self.listings(in: markdown)

    #expect(listing.map(\.path) == ["X.swift"])
    #expect(listing.first?.code == "struct A {\n  let b: Int\n}")
    #expect("struct A {\n  let b: Int\n}".contains(listing[0].code))
    #expect(!"struct A {\n  let b: String\n}".contains(listing[0].code))
  }
}
