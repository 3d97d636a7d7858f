import Composition
import Coordinators
import DataEngine
import Models
import TerminalKit
import Testing
import ViewModels
import Views

@testable import FullScreen

@MainActor
@Suite("Word list keys", .timeLimit(.minutes(10)))
struct WordListKeysTests {
  /// 12 lines: a page of 7 words.
  let screen = Screen(width: 80, height: 12)

  func keys() throws -> WordListKeys {
    let list = try WordListViewModel(store: InMemoryStore(WordListApp.samples))
    let keys = WordListKeys(coordinator: WordListCoordinator(list: list))
    keys.fit(toHeight: screen.height)
    return keys
  }

  func press(_ keys: WordListKeys, _ sequence: [Key]) async {
    for key in sequence { await keys.press(key)?.value }
  }

  func type(_ keys: WordListKeys, _ text: String) async {
    await press(keys, text.map(Key.character))
  }

  var words: (WordListKeys) -> [String] {
    { keys in
      guard case .loaded(let content) = keys.coordinator.list.state.words,
        let page = keys.lines.page
      else { return [] }
      return page.paths.compactMap { content.rows[$0]?.text }
    }
  }

  @Test func dDeletesTheWordUnderTheCursor() async throws {
    let keys = try keys()
    #expect(words(keys).prefix(2) == ["apple", "Apricot"])

    await press(keys, [.down])
    await type(keys, "d")

    #expect(words(keys).prefix(2) == ["apple", "banana"])
  }

  @Test func eOpensTheCursorsWordForEditingAndEnterRenamesIt() async throws {
    let keys = try keys()

    await press(keys, [.down, .down])
    await type(keys, "e")
    #expect(keys.mode == .prompting("banana"))
    await press(keys, Array(repeating: .backspace, count: 6))
    await type(keys, "Bilberry")
    await press(keys, [.enter])

    #expect(words(keys).contains("Bilberry"))
    #expect(!words(keys).contains("banana"))
  }

  @Test func slashNarrowsOnEveryKeystroke() async throws {
    let keys = try keys()

    await type(keys, "/pe")
    #expect(keys.coordinator.list.query.searchTerm == "pe")
    #expect(words(keys) == ["grape", "pear", "Pêche"])
    await press(keys, [.escape])
    #expect(keys.coordinator.list.query.searchTerm == "")
  }

  @Test func theCursorMovesAcrossPagesAndIsMarked() async throws {
    let keys = try keys()

    await press(keys, [.end])
    let lines = keys.frame(on: screen).plainText.split(separator: "\n")

    #expect(keys.cursorRow == WordListApp.samples.count)
    #expect(lines.filter { $0.hasPrefix("▸") }.count == 1)
    #expect(lines.first { $0.hasPrefix("▸") }?.contains("plum") == true)
    #expect(lines.last?.contains("d delete") == true)
  }

  @Test func escapeClosesTheCommandHelpWhoseHintsSaySo() async throws {
    let keys = try keys()

    await type(keys, ":help")
    await press(keys, [.enter])
    let hints = keys.frame(on: screen).plainText.split(separator: "\n").last ?? ""
    await press(keys, [.escape])

    #expect(hints.hasPrefix("Esc close"))
    #expect(!keys.lines.showsHelp)
    #expect(
      keys.frame(on: screen).plainText.split(separator: "\n").last?.contains("d delete") == true)
  }

  @Test func sCyclesTheSortAndQQuits() async throws {
    let keys = try keys()

    await type(keys, "s")
    let first = keys.coordinator.list.query.sort
    await type(keys, "q")

    #expect(first == WordSort(field: .text, ascending: false))
    #expect(keys.isFinished)
  }
}
