import Essentials
import FixtureBackend
import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// The todo service end to end: a real `URLSession` against the fixture server on loopback,
/// writes included, with faults.
@Suite(.timeLimit(.minutes(10)))
struct TodoAPIClientTests {
  let dataset = FixtureDataset(seed: 3, userCount: 2, albumsPerUser: 0, todosPerUser: 4)
  /// Retries at once: the pauses are not what these tests are about.
  static let retryAtOnce = RetryPolicy(maxAttempts: 3, initialDelay: .zero, jitter: 0)

  func connect(
    _ rules: [FaultRule] = [], retry: RetryPolicy = .never,
    intercept: (@Sendable (FixtureRequest) -> FixtureResponse?)? = nil
  ) throws -> (FixtureServer, HTTPClient) {
    let server = try FixtureServer.start(
      dataset: dataset, faults: FaultPlan(rules), intercept: intercept)
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback(retry: retry))
    return (server, client)
  }

  @Test func readsEveryTodoOrOneUsers() async throws {
    let (server, client) = try connect()
    defer { server.stop() }
    defer { client.shutdown() }
    let service = TodoAPIClient(client: client)

    let all = try await service.todos(userID: nil)
    let second = try await service.todos(userID: 2)

    #expect(all.map(\.id) == Array(1...8))
    #expect(all[0].title == dataset.todos[0].title)
    #expect(second.map(\.id) == [5, 6, 7, 8])
  }

  @Test func anAddSendsItsKeyAndReturnsTheTodoWithItsNewID() async throws {
    let keys = Locked<[String?]>([])
    let (server, client) = try connect { request in
      if request.method == "POST" { keys.withLock { $0.append(request.header("Idempotency-Key")) } }
      return nil
    }
    defer { server.stop() }
    defer { client.shutdown() }

    let todo = try await TodoAPIClient(client: client).add(
      TodoDraft(userID: 2, title: "Buy milk", key: "k-1"))

    #expect(todo == Todo(id: 9, userID: 2, title: "Buy milk", completed: false))
    #expect(keys.withLock { $0 } == ["k-1"])
    #expect(server.todos.todo(id: 9)?.title == "Buy milk")
  }

  @Test func anAddRetriedAfterAResetMakesOneTodo() async throws {
    // Given a server that creates the todo, then resets the connection mid-answer, once
    let (server, client) = try connect(
      [FaultRule("/todos", .resetMidBody, times: 1, method: "POST")], retry: Self.retryAtOnce)
    defer { server.stop() }
    defer { client.shutdown() }

    // When the add is made (the client sends it again, with the same key)
    let todo = try await TodoAPIClient(client: client).add(
      TodoDraft(userID: 1, title: "Only once", key: "add-once"))

    // Then the server holds one such todo, and it is the one returned
    let matching = server.todos.todos().filter { $0.title == "Only once" }
    #expect(matching.map(\.id) == [todo.id])
  }

  @Test func aChangeMergesOnlyItsFields() async throws {
    let (server, client) = try connect()
    defer { server.stop() }
    defer { client.shutdown() }
    let before = dataset.todos[2]

    let after = try await TodoAPIClient(client: client).update(
      id: 3, TodoPatch(completed: !before.completed))

    #expect(after == Todo(id: 3, userID: 1, title: before.title, completed: !before.completed))
    #expect(server.todos.todo(id: 3)?.completed == !before.completed)
  }

  @Test func aRefusedChangeThrowsTheStatusAndChangesNothing() async throws {
    let (server, client) = try connect([FaultRule("/todos/*", .status(503), method: "PATCH")])
    defer { server.stop() }
    defer { client.shutdown() }

    await #expect(throws: HTTPClient.Failure.self) {
      try await TodoAPIClient(client: client).update(id: 1, TodoPatch(title: "Changed"))
    }
    #expect(server.todos.todo(id: 1) == dataset.todos[0])
  }

  @Test func aDeleteRemovesTheTodoAndOneAlreadyGoneIsDoneToo() async throws {
    let (server, client) = try connect()
    defer { server.stop() }
    defer { client.shutdown() }
    let service = TodoAPIClient(client: client)

    try await service.delete(id: 2)
    try await service.delete(id: 2)

    #expect(server.todos.todo(id: 2) == nil)
    #expect(try await service.todos(userID: nil).map(\.id) == [1, 3, 4, 5, 6, 7, 8])
  }

  @Test func aDeleteRefusedByTheServerThrows() async throws {
    let (server, client) = try connect([FaultRule("/todos/2", .status(500), method: "DELETE")])
    defer { server.stop() }
    defer { client.shutdown() }

    await #expect(throws: HTTPClient.Failure.self) {
      try await TodoAPIClient(client: client).delete(id: 2)
    }
    #expect(server.todos.todo(id: 2) != nil)
  }
}
