import FixtureBackend
import Foundation
import Testing

/// A resource declared once gets every route a jsonplaceholder client expects: the posts and
/// their comments, declared in one file, answer lists, filters, paging, one record, a nested
/// list and writes with idempotency keys; the declared todos gain `/users/N/todos`.
@Suite("Resource declarations", .timeLimit(.minutes(10)))
struct ResourceDeclarationTests {
  struct WireComment: Decodable, Equatable {
    let id: Int
    let postId: Int
    let body: String
  }

  struct WirePost: Decodable, Equatable {
    let id: Int
    let userId: Int
    let title: String
  }

  struct WireOwned: Decodable, Equatable {
    let id: Int
    let userId: Int
  }

  static let dataset = FixtureDataset(seed: 7, userCount: 2, albumsPerUser: 1, photosPerAlbum: 1)

  @Test func aNestedListAndAFilterGiveThePostsComments() async throws {
    let server = try FixtureServer.start(dataset: Self.dataset)
    defer { server.stop() }

    let nested = try await TestHTTP.get([WireComment].self, "/posts/2/comments", from: server)
    let filtered = try await TestHTTP.get([WireComment].self, "/comments?postId=2", from: server)

    #expect(nested.map(\.id) == [6, 7, 8, 9, 10])
    #expect(nested.allSatisfy { $0.postId == 2 })
    #expect(filtered == nested)
    let post = try await TestHTTP.get(WirePost.self, "/posts/2", from: server)
    #expect(post.id == 2 && post.userId == 1)
    let byUser = try await TestHTTP.get([WirePost].self, "/users/2/posts", from: server)
    #expect(byUser.map(\.id) == Array(11...20))
  }

  @Test func aNestedListPagesAsJSONServerDoes() async throws {
    let server = try FixtureServer.start(dataset: Self.dataset)
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(
      "/posts/1/comments?_page=2&_limit=2", to: server)

    #expect(try JSONDecoder().decode([WireComment].self, from: body).map(\.id) == [3, 4])
    #expect(response.value(forHTTPHeaderField: "X-Total-Count") == "5")
  }

  @Test(arguments: [
    ("/posts/21", "No post with id 21"),
    ("/posts/21/comments", "No post with id 21"),
    ("/comments/999", "No comment with id 999"),
    ("/users/3/todos", "No user with id 3"),
  ])
  func anUnknownRecordOrParentIs404NamingIt(path: String, message: String) async throws {
    let server = try FixtureServer.start(dataset: Self.dataset)
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(path, to: server)

    #expect(response.statusCode == 404)
    #expect(TestHTTP.errorMessage(in: body) == message)
  }

  @Test func aCommentAddedTwiceWithItsKeyIsAddedOnceAndListedUnderItsPost() async throws {
    let server = try FixtureServer.start(dataset: Self.dataset)
    defer { server.stop() }
    let headers = ["Content-Type": "application/json", "Idempotency-Key": "comment-1"]
    let body = Data(#"{"postId": 3, "body": "Lovely light"}"#.utf8)

    let first = try await TestHTTP.send(
      "/comments", to: server, method: "POST", headers: headers, body: body)
    let second = try await TestHTTP.send(
      "/comments", to: server, method: "POST", headers: headers, body: body)

    #expect(first.response.statusCode == 201 && second.response.statusCode == 201)
    #expect(first.response.value(forHTTPHeaderField: "Location") == "/comments/101")
    #expect(second.body == first.body)
    let comments = try await TestHTTP.get([WireComment].self, "/posts/3/comments", from: server)
    #expect(comments.map(\.id) == [11, 12, 13, 14, 15, 101])
    #expect(comments.last?.body == "Lovely light")
  }

  @Test func aCommentWithoutABodyIsRefusedAndAddsNothing() async throws {
    let server = try FixtureServer.start(dataset: Self.dataset)
    defer { server.stop() }

    let (answer, response) = try await TestHTTP.send(
      "/comments", to: server, method: "POST", body: Data(#"{"postId": 3}"#.utf8))

    #expect(response.statusCode == 400)
    #expect(TestHTTP.errorMessage(in: answer) == "The body is missing")
    let comments = try await TestHTTP.get([WireComment].self, "/comments", from: server)
    #expect(comments.count == 100)
  }

  @Test func theDeclaredTodosAreListedUnderTheirUser() async throws {
    let server = try FixtureServer.start(dataset: Self.dataset)
    defer { server.stop() }

    let todos = try await TestHTTP.get([WireOwned].self, "/users/2/todos", from: server)

    #expect(todos.map(\.id) == Array(21...40))
    #expect(todos.allSatisfy { $0.userId == 2 })
  }
}
