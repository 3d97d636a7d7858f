import DataEngine
import Exercise01
import LineFrontEnd
import Models
import TerminalKit
import Testing
import Views

/// Sorting the shelf by length: the command, the order, the header and the help.
@MainActor
struct SortByLengthTests {
  /// Five words of five lengths, added in an order that is neither alphabetical nor by length.
  static let fruit = ["banana", "fig", "apple", "cherries", "kiwi"]

  @Test func sortLengthIsACommandOfTheShelf() throws {
    let length = try #require(
      ShelfSortField(rawValue: "length"), "ShelfSortField has no case named 'length' yet")
    #expect(try WordShelfCommand(parsing: "sort length") == .sort(ShelfSort(field: length)))
    #expect(
      try WordShelfCommand(parsing: "SORT length desc")
        == .sort(ShelfSort(field: length, ascending: false)))
  }

  @Test func shortestWordsComeFirst() throws {
    let words = try sorted(Self.fruit, "sort length")
    #expect(words == ["fig", "kiwi", "apple", "banana", "cherries"])
  }

  @Test func descendingPutsTheLongestFirst() throws {
    let words = try sorted(Self.fruit, "sort length desc")
    #expect(words == ["cherries", "banana", "apple", "kiwi", "fig"])
  }

  @Test func wordsOfOneLengthAreAlphabetical() throws {
    let words = try sorted(["yuzu", "plum", "fig", "kiwi"], "sort length")
    #expect(words == ["fig", "kiwi", "plum", "yuzu"])
  }

  @Test func longestFirstStillListsTiesAlphabetically() throws {
    let words = try sorted(["yuzu", "plum", "banana", "kiwi"], "sort length desc")
    #expect(words == ["banana", "kiwi", "plum", "yuzu"])
  }

  @Test func anAccentedLetterCountsAsOneLetter() throws {
    // "crème" is five letters, though six bytes in UTF-8; "banana" is six letters.
    let words = try sorted(["banana", "crème", "fig"], "sort length")
    #expect(words == ["fig", "crème", "banana"])
  }

  @Test func theHeaderSaysShortestFirst() throws {
    let header = try header(after: "sort length")
    #expect(header.contains("shortest first"))
  }

  @Test func theHeaderSaysLongestFirst() throws {
    let header = try header(after: "sort length desc")
    #expect(header.contains("longest first"))
  }

  @Test func theHelpOffersSortByLength() {
    let usages = WordShelfCommand.catalog.map(\.usage.string)
    #expect(usages.contains("sort text|added|length [desc]"))
  }

  @Test func aSortTheShelfDoesNotKnowIsRefusedNamingLength() {
    #expect(
      throws: CommandError.invalid(usage: "sort text|added|length [asc|desc]", given: ["size"])
    ) {
      try WordShelfCommand(parsing: "sort size")
    }
  }

  @Test func theAlphabeticalSortIsUnchanged() throws {
    let words = try sorted(Self.fruit, "sort text")
    #expect(words == ["apple", "banana", "cherries", "fig", "kiwi"])
  }

  // MARK: Helpers

  /// A shelf over `texts`, added in that order (ids 1, 2, ...).
  private func shelf(_ texts: [String]) throws -> WordShelfViewModel {
    let words = texts.enumerated().map { Word(id: $0.offset + 1, text: $0.element) }
    return try WordShelfViewModel(store: InMemoryStore(words))
  }

  /// The shelf's words after the sort command typed as `line`.
  private func sorted(_ texts: [String], _ line: String) throws -> [String] {
    let shelf = try shelf(texts)
    try sort(shelf, line)
    return shelf.state.words.map(\.text)
  }

  /// The first line of the shelf's frame after the sort command typed as `line`.
  private func header(after line: String) throws -> String {
    let shelf = try shelf(Self.fruit)
    try sort(shelf, line)
    let frame = WordShelfView.frame(
      for: shelf.state, on: Screen(width: 60), commands: WordShelfCommand.catalog)
    return frame.lines.first?.plainText ?? ""
  }

  private func sort(_ shelf: WordShelfViewModel, _ line: String) throws {
    guard case .sort(let sort) = try WordShelfCommand(parsing: line) else {
      Issue.record("'\(line)' should parse to a sort command")
      return
    }
    try shelf.sort(sort)
  }
}
