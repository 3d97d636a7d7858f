import Foundation
import Testing

@testable import HTTPTransport
@testable import Networking

/// Concurrent identical GETs share a flight; anything else goes on its own.
@Suite(.timeLimit(.minutes(10)))
struct ClientCoalescingTests {
  /// Starts `count` calls of `request`, and returns once all of them are waiting in the client.
  static func start(
    _ count: Int, of request: Request<Data>, on client: HTTPClient, waiters: Int? = nil
  ) async -> [Task<Data, any Error>] {
    let calls = (0..<count).map { _ in Task { try await client.data(for: request) } }
    let joined = waiters ?? count
    await client.coalescer.waiting.wait { $0 >= joined }
    return calls
  }

  @Test func identicalGETsShareOneRequest() async throws {
    // Given a server that holds its answer
    let stub = StubServer { _ in .hang }
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When eight identical GETs wait at once
    let calls = await Self.start(8, of: Request<Data>(path: "/albums"), on: client)
    var arrivals = stub.arrivals.makeAsyncIterator()
    _ = await arrivals.next()

    // Then the server saw one request; and when all give up, nothing is left
    #expect(stub.requests.count == 1)
    calls.forEach { $0.cancel() }
    for call in calls {
      await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    }
    #expect(client.coalescer.flightCount == 0)
    #expect(client.loader.pendingCount == 0)
  }

  @Test func differentHeadersOrMethodsAreNotShared() async throws {
    // Given a server that holds its answers
    let stub = StubServer { _ in .hang }
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When GETs with different headers, and PUTs, are sent at once
    let english = Task {
      try await client.data(for: Request<Data>(path: "/a", headers: ["Accept-Language": "en"]))
    }
    let french = Task {
      try await client.data(for: Request<Data>(path: "/a", headers: ["Accept-Language": "fr"]))
    }
    let puts = (0..<2).map { _ in
      Task { try await client.data(for: Request<Data>(method: .put, path: "/a")) }
    }
    var arrivals = stub.arrivals.makeAsyncIterator()
    for _ in 1...4 { _ = await arrivals.next() }

    // Then each went on its own
    #expect(stub.requests.count == 4)
    for call in [english, french] + puts { call.cancel() }
    for call in [english, french] + puts { _ = try? await call.value }
    #expect(client.loader.pendingCount == 0)
  }

  @Test func aSecondCallAfterTheFirstFinishedIsNotShared() async throws {
    // Given a server that answers at once
    let stub = StubServer(json: "[]")
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When the same GET is sent twice, one after the other
    _ = try await client.data(for: Request<Data>(path: "/albums"))
    _ = try await client.data(for: Request<Data>(path: "/albums"))

    // Then each reached the server: sharing is for calls in flight together, not a cache
    #expect(stub.requests.count == 2)
  }
}
