import FixtureBackend
import Foundation
import Testing

/// Todos at a (pseudo-)terminal against a server that holds every change open: `q` while a
/// change is saving waits for it and says so, and a second `q` leaves without it, as asked.
@Suite("Todos at a terminal", .serialized, .timeLimit(.minutes(10)))
struct TodosTerminalTests {
  /// A server that holds the answer to every change of a todo until the test lets it go.
  static func holdingServer() throws -> FixtureServer {
    try FixtureServer.start(
      faults: FaultPlan([FaultRule("/todos/*", .stallBeforeHeaders, method: "PATCH")]))
  }

  /// Todos on `server`, with the first todo toggled and its change saving.
  static func savingTodos(on server: FixtureServer) throws -> TerminalSample {
    let todos = try TerminalSample(
      "Todos", ["--base-url", server.baseURL.absoluteString], columns: 100, rows: 20)
    try todos.waitForScreen("the todos") { screen in
      screen.text.contains("Space toggle") && screen.text.contains("[ ]")
    }
    todos.type(" ")
    try todos.waitForText("· saving…")
    return todos
  }

  @Test func qWhileAChangeIsSavingWaitsForItAndSaysSo() throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let todos = try Self.savingTodos(on: server)

    todos.type("q")

    // Still running, and saying why: the wait throws if the sample exits first.
    try todos.waitForText("saving 1 change… q again to quit without them")
    server.releaseStalls()
    #expect(try todos.waitForExit() == 0)
    #expect(todos.pty.mode.hasSameFlags(as: todos.modeAtStart))
    #expect(!todos.screen.isAlternate)
  }

  @Test func qAgainLeavesWithoutTheChangesStillSaving() throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let todos = try Self.savingTodos(on: server)

    todos.type("q")
    try todos.waitForText("q again to quit without them")
    todos.type("q")

    // Left as asked, but not in silence: standard error names the change, and the status is 1.
    #expect(try todos.waitForExit() == 1)
    #expect(todos.screen.text.contains("Quitting with changes not saved. Marking"))
    #expect(todos.pty.mode.hasSameFlags(as: todos.modeAtStart))
  }
}
