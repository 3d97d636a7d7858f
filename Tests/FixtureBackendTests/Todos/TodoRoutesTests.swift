import FixtureBackend
import Foundation
import Testing

/// The todo routes answer as jsonplaceholder does, but keep what was written for the server's
/// life.
@Suite("Todo routes", .timeLimit(.minutes(10)))
struct TodoRoutesTests {
  static let json = ["Content-Type": "application/json"]
  let dataset = FixtureDataset(seed: 4, userCount: 2, albumsPerUser: 0, todosPerUser: 5)

  @Test func todosAreListedAllOrByUser() async throws {
    let server = try FixtureServer.start(dataset: dataset)
    defer { server.stop() }

    let all = try await TestHTTP.get([WireTodo].self, "/todos", from: server)
    let second = try await TestHTTP.get([WireTodo].self, "/todos?userId=2", from: server)

    #expect(all.map(\.id) == Array(1...10))
    #expect(second.map(\.id) == Array(6...10))
    #expect(second.allSatisfy { $0.userId == 2 })
    #expect(try await TestHTTP.get(WireTodo.self, "/todos/3", from: server) == all[2])
    #expect(try await TestHTTP.send("/todos/99", to: server).response.statusCode == 404)
  }

  @Test func anAddIsCreatedWithTheNextIdAndReadBack() async throws {
    let server = try FixtureServer.start(dataset: dataset)
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(
      "/todos", to: server, method: "POST", headers: Self.json,
      body: Data(#"{"title": "Buy milk", "userId": 2}"#.utf8))

    let todo = try JSONDecoder().decode(WireTodo.self, from: body)
    #expect(response.statusCode == 201)
    #expect(response.value(forHTTPHeaderField: "Location") == "/todos/11")
    #expect(todo == WireTodo(id: 11, userId: 2, title: "Buy milk", completed: false))
    #expect(try await TestHTTP.get(WireTodo.self, "/todos/11", from: server) == todo)
  }

  @Test func anAddRepeatedWithItsIdempotencyKeyCreatesOneTodo() async throws {
    let server = try FixtureServer.start(dataset: dataset)
    defer { server.stop() }
    let headers = Self.json.merging(["Idempotency-Key": "add-1"]) { $1 }
    let body = Data(#"{"title": "Once"}"#.utf8)

    let first = try await TestHTTP.send(
      "/todos", to: server, method: "POST", headers: headers, body: body)
    let second = try await TestHTTP.send(
      "/todos", to: server, method: "POST", headers: headers, body: body)
    let other = try await TestHTTP.send(
      "/todos", to: server, method: "POST", headers: Self.json, body: body)

    #expect(second.response.statusCode == 201)
    #expect(second.body == first.body)
    #expect(server.todos.todos().filter { $0.title == "Once" }.map(\.id) == [11, 12])
    #expect(try JSONDecoder().decode(WireTodo.self, from: other.body).id == 12)
  }

  @Test func aPatchMergesOnlyTheFieldsSent() async throws {
    let server = try FixtureServer.start(dataset: dataset)
    defer { server.stop() }
    let before = try await TestHTTP.get(WireTodo.self, "/todos/4", from: server)

    let (body, response) = try await TestHTTP.send(
      "/todos/4", to: server, method: "PATCH", headers: Self.json,
      body: Data(#"{"completed": \#(!before.completed)}"#.utf8))

    let after = try JSONDecoder().decode(WireTodo.self, from: body)
    #expect(response.statusCode == 200)
    #expect(after == WireTodo(id: 4, userId: 1, title: before.title, completed: !before.completed))
    #expect(try await TestHTTP.get(WireTodo.self, "/todos/4", from: server) == after)
  }

  @Test func aDeleteRemovesTheTodoAndAnswersTheSameForOneAlreadyGone() async throws {
    let server = try FixtureServer.start(dataset: dataset)
    defer { server.stop() }

    let first = try await TestHTTP.send("/todos/2", to: server, method: "DELETE")
    let again = try await TestHTTP.send("/todos/2", to: server, method: "DELETE")

    #expect(first.response.statusCode == 200)
    #expect(String(decoding: first.body, as: UTF8.self) == "{}")
    #expect(again.response.statusCode == 200)
    #expect(try await TestHTTP.send("/todos/2", to: server).response.statusCode == 404)
    #expect(server.todos.todos().map(\.id) == [1, 3, 4, 5, 6, 7, 8, 9, 10])
  }

  @Test(arguments: [
    ("POST", "/todos", #"{"completed": true}"#, 400, "The title is missing"),
    ("POST", "/todos", #"{"title": "  "}"#, 400, "The title is empty"),
    ("POST", "/todos", #"{"title": 5}"#, 400, "The body must be a JSON object"),
    ("POST", "/todos", "not json", 400, "The body must be a JSON object"),
    ("POST", "/todos", #"{"title": "x", "userId": 0}"#, 400, "userId must be a positive"),
    ("PATCH", "/todos/3", #"{"completed": "yes"}"#, 400, "The body must be a JSON object"),
    ("PATCH", "/todos/77", #"{"completed": true}"#, 404, "No todo with id 77"),
  ])
  func aBadWriteIsRefusedSayingWhyAndChangesNothing(
    method: String, path: String, body: String, status: Int, message: String
  ) async throws {
    let server = try FixtureServer.start(dataset: dataset)
    defer { server.stop() }
    let before = server.todos.todos()

    let (answer, response) = try await TestHTTP.send(
      path, to: server, method: method, headers: Self.json, body: Data(body.utf8))

    #expect(response.statusCode == status)
    #expect(TestHTTP.errorMessage(in: answer)?.hasPrefix(message) == true)
    #expect(server.todos.todos() == before)
  }

  @Test func anOverLongTitleIsRefused() async throws {
    let server = try FixtureServer.start(dataset: dataset)
    defer { server.stop() }
    let title = String(repeating: "a", count: TodoStore.maximumTitleLength + 1)

    let (answer, response) = try await TestHTTP.send(
      "/todos", to: server, method: "POST", headers: Self.json,
      body: try JSONEncoder().encode(["title": title]))

    #expect(response.statusCode == 400)
    #expect(TestHTTP.errorMessage(in: answer) == "The title is longer than 1000 characters")
  }

  @Test func aFaultForOneMethodSparesTheOthersOnThatPath() async throws {
    let server = try FixtureServer.start(
      dataset: dataset, faults: FaultPlan([FaultRule("/todos/*", .status(503), method: "PATCH")]))
    defer { server.stop() }

    let patch = try await TestHTTP.send(
      "/todos/1", to: server, method: "PATCH", headers: Self.json,
      body: Data(#"{"completed": true}"#.utf8))
    let read = try await TestHTTP.send("/todos/1", to: server)

    #expect(patch.response.statusCode == 503)
    #expect(read.response.statusCode == 200)
    #expect(server.todos.todo(id: 1) == dataset.todos[0])  // the refused write changed nothing
  }

  @Test func theStandardDatasetHasJSONPlaceholdersTodosWithAFewHostileTitles() {
    let todos = FixtureDataset.standard.todos
    #expect(todos.count == 200)
    #expect(Set(todos.map(\.userID)) == Set(1...10))
    for (id, title) in FixtureDataset.hostileTodoTitles {
      #expect(todos[id - 1].title == title)
      #expect(title.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
    let others = todos.filter { FixtureDataset.hostileTodoTitles[$0.id] == nil }
    #expect(others.allSatisfy { !$0.title.unicodeScalars.contains { $0.value < 0x20 } })
    #expect(todos.contains { $0.completed } && todos.contains { !$0.completed })
  }
}

/// A todo as it goes over the wire, decoded apart from the backend's own type.
struct WireTodo: Decodable, Equatable {
  let id: Int
  let userId: Int
  let title: String
  let completed: Bool
}
