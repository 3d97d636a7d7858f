import Foundation
import Testing

/// WordList at a real (pseudo-)terminal: the cursor picks the word a key deletes, and the
/// terminal is left as it was found.
@Suite("WordList at a terminal", .serialized, .timeLimit(.minutes(10)))
struct WordListTerminalTests {
  @Test func downThenDDeletesTheSecondWordAndQRestoresTheTerminal() throws {
    let words = try TerminalSample("WordList", columns: 80, rows: 24)
    try words.waitForText("16 in 1 section")

    words.type("\u{1B}[B")
    try words.waitForScreen("the cursor on Apricot") { screen in
      screen.lines.contains { $0.hasPrefix("▸") && $0.contains("Apricot") }
    }
    words.type("d")
    try words.waitForText("15 in 1 section")

    let rows = words.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!rows.contains { $0.hasSuffix("  Apricot") })
    #expect(rows.contains { $0.hasSuffix("  banana") })
    words.type("q")
    #expect(try words.waitForExit() == 0)
    #expect(words.pty.mode.hasSameFlags(as: words.modeAtStart))
    #expect(!words.screen.isAlternate)
  }

  @Test func aPasteIntoTheSearchIsTextEvenAfterItsNewline() throws {
    let words = try TerminalSample("WordList", columns: 80, rows: 24)
    try words.waitForText("16 in 1 section")
    #expect(words.screen.bracketsPastes, "the terminal is asked to mark pastes")

    words.type("/")
    try words.waitForText("/▏")
    // As a terminal sends a paste of "a", a line break and five d's when asked to mark it.
    words.type("\u{1B}[200~a\rddddd\u{1B}[201~")

    // The whole paste is the search, one line of text; none of it acted as keys.
    try words.waitForText("/a ddddd▏")
    words.type("\u{1B}")
    // Escape clears the search: every word is there, none deleted.
    try words.waitForScreen("the search closed on all 16 words") { screen in
      !screen.text.contains("/a ddddd") && screen.text.contains("↑↓ move")
        && screen.text.contains("16 in 1 section")
    }
    words.type("q")
    #expect(try words.waitForExit() == 0)
    #expect(!words.screen.bracketsPastes, "pastes are plain keys again for the shell")
    #expect(words.pty.mode.hasSameFlags(as: words.modeAtStart))
  }
}
