import FixtureBackend
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every way out of the full screen while a write is held by the server: `q`, Ctrl-C, SIGTERM
/// and SIGHUP wait for it, saying so, and end once the server answers; a second `q` leaves
/// without it, saying on standard error which change was not saved, with status 1. The
/// Gallery's comment counts on the post and after the post is closed; Todos' toggle the same.
@Suite("Leaving while a change saves, at a terminal", .serialized, .timeLimit(.minutes(10)))
struct LeavingWhileSavingTerminalTests {
  /// A server that holds every new comment and every change of a todo until released.
  static func holdingServer() throws -> FixtureServer {
    try FixtureServer.start(
      faults: FaultPlan([
        FaultRule("/comments", .stallBeforeHeaders, method: "POST"),
        FaultRule("/todos/*", .stallBeforeHeaders, method: "PATCH"),
      ]))
  }

  /// The Gallery on `server`, on post 1, its comment "Held nice" saving.
  static func commentingGallery(on server: FixtureServer) throws -> TerminalSample {
    let gallery = try TerminalSample(
      "Gallery", ["--base-url", server.baseURL.absoluteString], columns: 100, rows: 30)
    try gallery.waitForText("5,000 shown")
    gallery.type(":posts\r")
    try gallery.waitForText("Posts · 100 posts")
    gallery.type("\r")
    try gallery.waitForText("Post 1")
    gallery.type("c")
    try gallery.waitForText(":▏")
    gallery.type("Held nice\r")
    try gallery.waitForText("· saving…")
    return gallery
  }

  /// Todos on `server`, the first todo toggled and its change saving.
  static func togglingTodos(on server: FixtureServer) throws -> TerminalSample {
    let todos = try TerminalSample(
      "Todos", ["--base-url", server.baseURL.absoluteString], columns: 100, rows: 20)
    try todos.waitForScreen("the todos") { screen in
      screen.text.contains("Space toggle") && screen.text.contains("[ ]")
    }
    todos.type(" ")
    try todos.waitForText("· saving…")
    return todos
  }

  /// The bodies of post 1's comments on `server`.
  static func comments(on server: FixtureServer) async throws -> [String] {
    let url = server.baseURL.appending(path: "comments").appending(queryItems: [
      URLQueryItem(name: "postId", value: "1")
    ])
    let (data, _) = try await URLSession.shared.data(from: url)
    struct Body: Decodable { let body: String }
    return try JSONDecoder().decode([Body].self, from: data).map(\.body)
  }

  /// The ways out that wait: what to do for each.
  enum WayOut: String, CaseIterable, Sendable {
    case q, ctrlC, sigterm, sighup

    func take(_ sample: TerminalSample) {
      switch self {
      case .q: sample.type("q")
      case .ctrlC: sample.type("\u{03}")
      case .sigterm: kill(sample.processIdentifier, SIGTERM)
      case .sighup: kill(sample.processIdentifier, SIGHUP)
      }
    }

    var status: Int32 {
      switch self {
      case .q, .ctrlC: 0
      case .sigterm: 128 + SIGTERM
      case .sighup: 128 + SIGHUP
      }
    }
  }

  @Test(arguments: WayOut.allCases)
  func theGalleryWaitsForACommentSaving(way: WayOut) async throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let gallery = try Self.commentingGallery(on: server)

    way.take(gallery)

    // Still running, and saying why: the wait throws if the sample exits first.
    try gallery.waitForText("saving 1 change… q again to quit without them")
    server.releaseStalls()
    #expect(try gallery.waitForExit() == way.status)
    #expect(try await Self.comments(on: server).contains("Held nice"), "the server has it")
  }

  @Test func theGalleryWaitsForACommentOfAPostClosedSinceSaving() async throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let gallery = try Self.commentingGallery(on: server)

    gallery.type("\u{1B}")
    try gallery.waitForScreen("the posts") { $0.text.contains("Posts ·") }
    gallery.type("q")

    try gallery.waitForText("saving 1 change… q again to quit without them")
    server.releaseStalls()
    #expect(try gallery.waitForExit() == 0)
    #expect(try await Self.comments(on: server).contains("Held nice"))
  }

  @Test func qTwiceLeavesTheGalleryWithoutTheCommentAndSaysSo() throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let gallery = try Self.commentingGallery(on: server)

    gallery.type("q")
    try gallery.waitForText("q again to quit without them")
    gallery.type("q")

    #expect(try gallery.waitForExit() == 1)
    #expect(
      gallery.screen.text.contains(
        "Quitting with changes not saved. Adding the comment \"Held nice\" was not saved: the "
          + "server had not answered."))
  }

  @Test(arguments: [WayOut.sigterm, .sighup, .ctrlC])
  func todosWaitForAToggleSaving(way: WayOut) throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let todos = try Self.togglingTodos(on: server)

    way.take(todos)

    try todos.waitForText("saving 1 change… q again to quit without them")
    server.releaseStalls()
    #expect(try todos.waitForExit() == way.status)
    #expect(server.todos.todos().first?.completed == true, "the server has it")
    #expect(todos.pty.mode.hasSameFlags(as: todos.modeAtStart))
  }

  @Test func aSecondSignalLeavesTodosWithoutTheToggleAndSaysSo() throws {
    let server = try Self.holdingServer()
    defer { server.stop() }
    let todos = try Self.togglingTodos(on: server)

    kill(todos.processIdentifier, SIGTERM)
    try todos.waitForText("q again to quit without them")
    kill(todos.processIdentifier, SIGTERM)

    #expect(try todos.waitForExit() == 128 + SIGTERM)
    #expect(todos.screen.text.contains("Quitting with changes not saved. Marking"))
    #expect(todos.screen.text.contains("was not saved: the server had not answered."))
  }
}

/// The line prompt (a terminal whose `TERM` is `dumb`) while a write is held: `quit` and
/// Ctrl-C wait for it, saying so, and end once the server answers.
@Suite("Leaving the prompt while a change saves", .serialized, .timeLimit(.minutes(10)))
struct LeavingThePromptWhileSavingTests {
  @Test(arguments: ["quit\r", "\u{03}"])
  func theGalleryPromptWaitsForACommentSaving(way: String) async throws {
    let server = try LeavingWhileSavingTerminalTests.holdingServer()
    defer { server.stop() }
    let gallery = try TerminalSample(
      "Gallery", ["--base-url", server.baseURL.absoluteString], columns: 100, rows: 30,
      environment: ["TERM": "dumb"])
    try gallery.waitForText("5,000 shown")
    gallery.type("posts\r")
    try gallery.waitForText("Posts · 100 posts")
    gallery.type("open 1\r")
    try gallery.waitForText("Post 1")
    gallery.type("comment Held nice\r")
    try gallery.waitForText("· saving…")

    gallery.type(way)

    try gallery.waitForText("saving 1 change… quit again to quit without them")
    server.releaseStalls()
    #expect(try gallery.waitForExit() == (way == "quit\r" ? 0 : 128 + SIGINT))
    #expect(
      try await LeavingWhileSavingTerminalTests.comments(on: server).contains("Held nice"))
  }
}
