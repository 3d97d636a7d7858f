import Dispatch
import FixtureBackend
import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// Faults on real sockets: the fixture server misbehaving on purpose, or not there at all.
@Suite(.timeLimit(.minutes(10)))
struct HTTPClientLoopbackTests {
  @Test func a500CarriesTheMessageFromItsBody() async throws {
    // Given a server whose /photos route fails
    let server = try FixtureServer.start { request in
      request.path == "/photos" ? .error(500, "database on fire") : nil
    }
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }

    // When photos are fetched, then the failure reads as the server meant it
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
    #expect(failure == .status(code: 500, message: "database on fire"))
    #expect(failure?.description == "Server returned 500 Internal Server Error: database on fire")
  }

  @Test(arguments: [
    (#"[{"id": 1,"#, "", "the given data was not valid JSON"),
    (#"[{"id": 1, "albumId": "1"}]"#, "[0].albumId", "expected a number"),
  ])
  func aMalformedBodyIsUndecodable(body: String, path: String, reason: String) async throws {
    // Given a server that answers 200 with a body that is not a list of photos
    let server = try FixtureServer.start { _ in .json(200, Data(body.utf8)) }
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }

    // When photos are fetched, then the failure says where the body went wrong
    await #expect(throws: HTTPClient.Failure.undecodable(path: path, reason: reason)) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
  }

  @Test func aServerThatIsNotRunningIsUnreachable() async throws {
    // Given the address of a server that has stopped
    let server = try FixtureServer.start()
    server.stop()
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }

    // When albums are fetched
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.send(Request<[Album]>(path: "/albums"))
    }

    // Then the connection was refused, and the text says where
    let url = server.baseURL.appending(path: "/albums")
    #expect(failure == .unreachable(url, reason: "connection refused"))
    #expect(failure?.description == "Could not reach 127.0.0.1:\(server.port): connection refused")
  }

  @Test func cancellingARequestInFlightEndsItPromptly() async throws {
    // Given a server that holds /photos/1 until the test lets it go
    let (arrivals, arrival) = AsyncStream.makeStream(of: Void.self)
    let release = DispatchSemaphore(value: 0)
    let server = try FixtureServer.start { request in
      guard request.path == "/photos/1" else { return nil }
      arrival.yield()
      release.wait()
      return nil
    }
    defer { server.stop() }
    defer { release.signal() }  // runs first: never leave the server thread parked
    // A clock nobody moves, so only the cancel can end the call however long a busy machine
    // (the whole suite runs in parallel on two cores) takes to schedule the test's next turn.
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    let call = Task { try await client.send(Request<Photo>(path: "/photos/1")) }
    for await _ in arrivals { break }

    // When the caller is cancelled while the server is still working
    call.cancel()

    // Then the call ends with the cancel (the server never answers, and a timeout would fail
    // it as timed out, after the suite's time limit), with nothing left in flight
    await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    #expect(client.loader.pendingCount == 0)
    #expect(client.coalescer.flightCount == 0)
  }
}

/// Many cancellations racing socket failures: the setting of LINUX-NOTES.md, note 2.
///
/// With `task.cancel()` called straight from the cancellation handler instead of after a hop
/// (see `CancellationLink`), this test trapped inside FoundationNetworking 6.3.1 ("Trying to
/// access a behaviour for a task that in not in the registry") in 7 of 40 runs; with the hop it
/// passed 400 of 400.
@Suite(.timeLimit(.minutes(10)))
struct HTTPClientCancellationStressTests {
  @Test func cancellingManyFailingRequestsAtOnceNeverDeadlocks() async throws {
    // Given many requests to a server that has stopped, so their sockets fail as they cancel
    let server = try FixtureServer.start()
    server.stop()
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }

    // When they are all cancelled while in flight
    let failures = await withTaskGroup(of: HTTPClient.Failure?.self) { group in
      for id in 1...200 {
        group.addTask {
          do throws(HTTPClient.Failure) {
            _ = try await client.data(for: Request<Data>(path: "/photos/\(id)"))
            return nil
          } catch {
            return error
          }
        }
      }
      group.cancelAll()
      return await group.reduce(into: []) { $0.append($1) }
    }

    // Then every one ends, cancelled or refused, and nothing is left in flight
    #expect(failures.count == 200)
    #expect(failures.allSatisfy { $0 == .cancelled || $0?.isConnectionRefused == true })
    #expect(client.loader.pendingCount == 0)
  }
}

extension HTTPClient.Failure {
  fileprivate var isConnectionRefused: Bool {
    if case .unreachable(_, "connection refused") = self { true } else { false }
  }
}
