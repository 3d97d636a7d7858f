import FixtureBackend
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A script asked to end by a signal while a write is held by the server: it reads no further
/// line, waits for the answer, saying so on standard error, and ends with the signal's status
/// once it comes; a second signal leaves without it, naming it. The same holds for Todos.
@Suite("Leaving a script while a change saves", .serialized, .timeLimit(.minutes(10)))
struct LeavingWhileSavingScriptTests {
  static func holdingServer() throws -> FixtureServer {
    try FixtureServer.start(
      faults: FaultPlan([
        FaultRule("/comments", .stallBeforeHeaders, method: "POST"),
        FaultRule("/todos/*", .stallBeforeHeaders, method: "PATCH"),
      ]))
  }

  /// The Gallery on `server` in script mode, its comment on post 1 saving.
  static func commentingGallery(on server: FixtureServer) async throws -> RunningSample {
    let gallery = try RunningSample(
      "Gallery", ["--base-url", server.baseURL.absoluteString, "--width", "80", "--height", "20"],
      withStandardError: true)
    for line in ["posts", "open 1", "comment Held nice"] { gallery.send(line) }
    try await gallery.waitForOutput(containing: "· saving…")
    return gallery
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalWaitsForTheCommentAndSaysSo(signal: Int32) async throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let gallery = try await Self.commentingGallery(on: server)

    kill(gallery.processIdentifier, signal)

    try await gallery.waitForOutput(containing: "Saving 1 change before quitting…")
    server.releaseStalls()
    #expect(try await gallery.finish() == 128 + signal)
    #expect(!gallery.printed.contains("not saved"))
  }

  @Test func aSecondSignalLeavesWithoutTheCommentAndNamesIt() async throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let gallery = try await Self.commentingGallery(on: server)

    kill(gallery.processIdentifier, SIGTERM)
    try await gallery.waitForOutput(containing: "Saving 1 change before quitting…")
    kill(gallery.processIdentifier, SIGTERM)

    #expect(try await gallery.finish() == 128 + SIGTERM)
    #expect(
      gallery.printed.contains(
        "Quitting with changes not saved. Adding the comment \"Held nice\" was not saved: the "
          + "server had not answered."))
  }

  @Test func todosWaitForAToggleOnSIGTERM() async throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let todos = try RunningSample(
      "Todos", ["--base-url", server.baseURL.absoluteString, "--width", "80", "--height", "20"],
      withStandardError: true)
    todos.send("toggle 1")
    try await todos.waitForOutput(containing: "· saving…")

    kill(todos.processIdentifier, SIGTERM)

    try await todos.waitForOutput(containing: "Saving 1 change before quitting…")
    server.releaseStalls()
    #expect(try await todos.finish() == 128 + SIGTERM)
    #expect(server.todos.todos().first?.completed == true, "the server has it")
  }
}
