import Foundation
import Testing

@testable import HTTPTransport
@testable import Networking

@Suite(.timeLimit(.minutes(10)))
struct HTTPClientCancellationTests {
  @Test func cancellingTheCallerStopsARequestInFlight() async throws {
    // Given a request the server never answers
    let stub = StubServer { _ in .hang }
    let client = stub.makeClient()
    defer { client.shutdown() }
    let call = Task { try await client.data(for: Request<Data>(path: "/slow")) }
    var arrivals = stub.arrivals.makeAsyncIterator()
    _ = await arrivals.next()

    // When the calling task is cancelled
    call.cancel()

    // Then the call ends with .cancelled and leaves no handler behind
    await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    #expect(client.loader.pendingCount == 0)
  }

  @Test func aCallerCancelledBeforeSendingNeverReachesTheServer() async throws {
    // Given a caller that is cancelled before it sends
    let stub = StubServer(json: "[]")
    let client = stub.makeClient()
    defer { client.shutdown() }
    let (gate, _) = AsyncStream.makeStream(of: Void.self)
    let call = Task {
      for await _ in gate {}  // returns once the task is cancelled
      return try await client.data(for: Request<Data>(path: "/albums"))
    }

    // When it is cancelled and then sends
    call.cancel()

    // Then the call ends with .cancelled and the server saw nothing
    await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    #expect(stub.requests.isEmpty)
    #expect(client.loader.pendingCount == 0)
  }

  @Test func shutdownCancelsRequestsInFlightAndRefusesNewOnes() async throws {
    // Given a request the server never answers
    let stub = StubServer { _ in .hang }
    let client = stub.makeClient()
    let call = Task { try await client.data(for: Request<Data>(path: "/slow")) }
    var arrivals = stub.arrivals.makeAsyncIterator()
    _ = await arrivals.next()

    // When the client shuts down
    client.shutdown()

    // Then the request in flight is cancelled, and a new one is refused the same way
    await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    await #expect(throws: HTTPClient.Failure.cancelled) {
      try await client.data(for: Request<Data>(path: "/albums"))
    }
    #expect(client.loader.pendingCount == 0)
    client.shutdown()  // a second shutdown is harmless
  }
}
