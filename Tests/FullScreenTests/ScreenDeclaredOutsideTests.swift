import DataEngine
import LineFrontEnd
import TerminalKit
import Testing
import Views

@testable import FullScreen

/// A screen the full-screen module has never heard of, declared only here, the way a Gallery
/// screen declares itself beside its commands: a search slot, a key that asks for text, a key on
/// the row that asks for text, and a key on the row that acts at once. Driven through
/// `FullScreenSession` and `DeclaredKeys`, it gets the cursor, `/`, the fields, the hint line and
/// the keys overlay with no code in FullScreen naming it.
@MainActor
@Suite("A screen declared outside the full screen", .timeLimit(.minutes(10)))
struct ScreenDeclaredOutsideTests {
  /// A list of notes with a search, at the line prompt too: its keys are its declaration.
  @MainActor
  final class NotesLines: KeyDeclaring {
    var notes: [(id: Int, text: String)] = [(1, "apples"), (2, "bread"), (3, "apricots")]
    var search = ""
    var showsHelp = false
    var isFinished = false
    var lineCommands: [String] = []
    private var pager = LinePager(pageSize: 5, reading: .byScrolling)

    var shown: [(id: Int, text: String)] {
      search.isEmpty ? notes : notes.filter { $0.text.contains(search) }
    }

    var name: String { "the notes" }
    func start() async {}
    func send(_ line: String) -> Task<Void, Never>? {
      lineCommands.append(line)
      return nil
    }
    func closeHelp() { showsHelp = false }
    func quit() { isFinished = true }

    private var layout: LineLayout {
      LineLayout(sections: shown.isEmpty ? [] : [FetchedSection(key: .all, count: shown.count)])
    }

    var rowsInFront: RowsInFront? {
      let shown = shown
      guard !shown.isEmpty else { return nil }
      return RowsInFront(
        screen: self, layout: layout, page: pager.page(of: layout),
        id: { shown.indices.contains($0.row) ? AnyHashable(shown[$0.row].id) : nil },
        path: { id in
          shown.firstIndex { AnyHashable($0.id) == id }.map { RowPath(section: 0, row: $0) }
        })
    }

    func scroll(toShow number: Int) { pager.scroll(toShow: number, in: layout) }

    var keysInFront: ScreenKeys {
      ScreenKeys(
        rowBindings: [
          .asking("e", "Edit the note under the cursor.") { id in
            guard let index = self.notes.firstIndex(where: { AnyHashable($0.id) == id }) else {
              return nil
            }
            return .init(text: self.notes[index].text) { text in
              self.notes[index].text = text
              return nil
            }
          },
          .init("d", "Delete the note under the cursor.") { id in
            self.notes.removeAll { AnyHashable($0.id) == id }
            return nil
          },
        ],
        bindings: [
          .asking("n", "Write a new note: type it, then Enter.") {
            .init { text in
              self.notes.append((id: (self.notes.map(\.id).max() ?? 0) + 1, text: text))
              return nil
            }
          },
          .asking("c", "Type a command: 'count ' for you to finish.") { .command("count ") },
        ],
        search: .init(term: search) { self.search = $0 },
        hints: "↑↓ move · / search · n new · e edit · d delete")
    }

    func frame(on screen: Screen) -> Frame {
      let page = pager.page(of: layout)
      let rows = page.rowsByLine.compactMap { $0 }.map { number in
        Line(SafeText(untrusted: " \(number)  \(shown[number - 1].text)"))
      }
      return Frame([Line("Notes")] + rows + [Line("help · quit")], on: screen)
    }
  }

  final class FakeTerminal: FullScreenOutput {
    func write(_ text: String) {}
    func suspend() {}
    func retake() {}
  }

  let screen = Screen(width: 60, height: 10)

  /// Runs a full-screen session over `keys` with `typed` arriving one key at a time.
  func run(_ keys: DeclaredKeys<NotesLines>, _ typed: [Key]) async -> Int32 {
    let queue = TerminalEventQueue()
    for key in typed { queue.post([.key(key)]) }
    queue.post([.inputEnded])
    let screen = screen
    return await FullScreenSession(
      screens: keys, screen: { screen }, events: queue, terminal: FakeTerminal()
    ).run()
  }

  func typing(_ text: String) -> [Key] { text.map(Key.character) }

  @Test func slashSearchesTheScreensOwnSlotAsYouType() async {
    let lines = NotesLines()
    let keys = DeclaredKeys(lines: lines)

    let status = await run(keys, typing("/ap"))

    #expect(status == 0)
    #expect(lines.search == "ap")
    #expect(lines.shown.map(\.text) == ["apples", "apricots"])
    #expect(keys.frame(on: screen).lines.last?.plainText == "/ap▏")
  }

  @Test func aKeyThatAsksForTextOpensAFieldAndEnterSubmitsIt() async {
    let lines = NotesLines()
    let keys = DeclaredKeys(lines: lines)

    _ = await run(keys, typing("nmilk") + [.enter])

    #expect(lines.notes.map(\.text) == ["apples", "bread", "apricots", "milk"])
    #expect(lines.lineCommands.isEmpty)
    #expect(keys.mode == .browsing)
  }

  @Test func aKeyOnTheRowAsksWithTheRowsTextAndChangesThatRow() async {
    let lines = NotesLines()
    let keys = DeclaredKeys(lines: lines)

    _ = await run(keys, [.down] + typing("e") + [.backspace, .backspace] + typing("an") + [.enter])

    #expect(lines.notes.map(\.text) == ["apples", "brean", "apricots"])
  }

  @Test func aKeyOnTheRowActsOnTheRowUnderTheCursor() async {
    let lines = NotesLines()
    let keys = DeclaredKeys(lines: lines)

    _ = await run(keys, [.down, .down] + typing("d"))

    #expect(lines.notes.map(\.text) == ["apples", "bread"])
  }

  @Test func aKeyThatTypesACommandHandsTheLineToTheScreensCommands() async {
    let lines = NotesLines()
    let keys = DeclaredKeys(lines: lines)

    _ = await run(keys, typing("c3") + [.enter])

    #expect(lines.lineCommands == ["count 3"])
  }

  @Test func theOverlayListsTheScreensKeysItsSearchAndItsName() async {
    let keys = DeclaredKeys(lines: NotesLines())

    _ = await run(keys, typing("?"))
    let overlay = keys.frame(on: Screen(width: 100, height: 30)).plainText

    for line in [
      "Edit the note under the cursor.", "Delete the note under the cursor.",
      "Write a new note: type it, then Enter.",
      "Search as you type; Enter keeps it, Escape clears it.", "Leave the notes.",
    ] {
      #expect(overlay.contains(line), "the overlay has no '\(line)'")
    }
  }
}
