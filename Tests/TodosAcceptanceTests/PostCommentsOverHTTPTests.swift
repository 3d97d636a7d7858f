import Essentials
import FixtureBackend
import Foundation
import HTTPTransport
import Models
import Networking
import TestSupport
import Testing
import ViewModels

/// A post and its comments end to end: `PostViewModel` over `PostAPIClient` and a real
/// `HTTPClient`, against the embedded backend's declared posts and comments, in
/// jsonplaceholder's shape (`/posts/N`, `/posts/N/comments`, `POST /comments`).
@MainActor
@Suite("Post comments over HTTP", .timeLimit(.minutes(10)))
struct PostCommentsOverHTTPTests {
  let dataset = FixtureDataset(seed: 28, userCount: 1, albumsPerUser: 0, todosPerUser: 0)

  func start(
    _ rules: [FaultRule] = []
  ) async throws -> (PostViewModel, PostAPIClient, FixtureServer, HTTPClient) {
    let server = try FixtureServer.start(dataset: dataset, faults: FaultPlan(rules))
    let client = try HTTPClient(
      baseURL: server.baseURL,
      options: .init(
        retry: RetryPolicy(maxAttempts: 3, initialDelay: .zero, jitter: 0), clock: TestClock()))
    let service = PostAPIClient(client: client)
    let view = PostViewModel(postID: 2, service: service)
    await view.load()
    return (view, service, server, client)
  }

  @Test func aCommentAddedOnThePostIsOnTheServerUnderItsPost() async throws {
    let (view, service, server, client) = try await start()
    defer { server.stop() }
    defer { client.shutdown() }
    guard case .loaded(let content) = view.state else {
      Issue.record("not loaded: \(view.state)")
      return
    }
    #expect(content.post.id == 2)
    #expect(content.comments.all.map(\.comment.id) == [6, 7, 8, 9, 10])

    await (try view.comment("Lovely light")).value

    let stored = try await service.comments(postID: 2)
    #expect(stored.map(\.id) == [6, 7, 8, 9, 10, 51])
    #expect(stored.last?.body == "Lovely light")
  }

  @Test func aCommentTheServerRefusesIsTakenBackWithTheReason() async throws {
    let (view, service, server, client) = try await start([
      FaultRule("/comments", .status(503), method: "POST")
    ])
    defer { server.stop() }
    defer { client.shutdown() }

    await (try view.comment("Lovely light")).value

    guard case .loaded(let content) = view.state else {
      Issue.record("not loaded: \(view.state)")
      return
    }
    #expect(content.comments.all.map(\.comment.id) == [6, 7, 8, 9, 10])
    let failure = try #require(content.unsaved.first)
    guard case .failed(let message, _) = failure.reason else {
      Issue.record("not a failure on the wire: \(failure.reason)")
      return
    }
    #expect(message.contains("503"))
    #expect(try await service.comments(postID: 2).count == 5)
  }
}
