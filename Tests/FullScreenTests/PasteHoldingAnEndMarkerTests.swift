import FixtureBackend
import Foundation
import Testing

/// A paste is text, never keys, on every sample's list: a paste that holds the end marker
/// itself (`x`, `ESC [ 201 ~`, `ddddd`, which a terminal sends unchanged inside its own
/// markers) is ignored whole where no field is open, so none of its letters deletes a row or
/// opens a screen.
@Suite("A paste holding an end marker", .serialized, .timeLimit(.minutes(10)))
struct PasteHoldingAnEndMarkerTests {
  /// What a terminal sends for a paste of `x`, an end marker and `text`.
  static func pasteHoldingAnEnd(then text: String) -> String {
    "\u{1B}[200~x\u{1B}[201~\(text)\u{1B}[201~"
  }

  /// Types `:`, which opens the command field, and waits for it: every key before it, the
  /// paste's included, has been handled by then.
  static func waitForKeysHandled(_ sample: TerminalSample) throws {
    sample.type(":")
    try sample.waitForText(":▏")
  }

  @Test func onTheGalleryListNothingActs() throws {
    let gallery = try TerminalSample("Gallery", columns: 100, rows: 30)
    try gallery.waitForText("5,000 shown")

    // `a` would open the albums, `s` sort the list.
    gallery.type(Self.pasteHoldingAnEnd(then: "dddddas"))
    try Self.waitForKeysHandled(gallery)

    #expect(gallery.screen.text.contains("5,000 shown"))
    #expect(gallery.screen.text.contains("by id ↑"))
    #expect(!gallery.screen.text.contains("Albums"))
    gallery.type("\u{1B}q")
    #expect(try gallery.waitForExit() == 0)
  }

  @Test func onTheWordListNoWordIsDeleted() throws {
    let words = try TerminalSample("WordList", columns: 80, rows: 24)
    try words.waitForText("16 in 1 section")

    words.type(Self.pasteHoldingAnEnd(then: "ddddd"))
    try Self.waitForKeysHandled(words)

    #expect(words.screen.text.contains("16 in 1 section"))
    words.type("\u{1B}q")
    #expect(try words.waitForExit() == 0)
  }

  @Test func onTheTodosNoTodoIsDeletedOnTheServer() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let before = server.todos.todos().map(\.id)
    let todos = try TerminalSample(
      "Todos", ["--base-url", server.baseURL.absoluteString], columns: 100, rows: 20)
    try todos.waitForScreen("the todos") { screen in
      screen.text.contains("Space toggle") && screen.text.contains("[ ]")
    }
    let shown = todos.screen.lines

    todos.type(Self.pasteHoldingAnEnd(then: "ddddd"))
    try Self.waitForKeysHandled(todos)

    #expect(!todos.screen.text.contains("saving"), "nothing was changed, so nothing saves")
    #expect(todos.screen.lines.dropLast() == shown.dropLast(), "the list as it was")
    todos.type("\u{1B}q")
    #expect(try todos.waitForExit() == 0)
    #expect(server.todos.todos().map(\.id) == before)
  }
}
