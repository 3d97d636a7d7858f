import Exercise04
import FixtureBackend
import Foundation
import HTTPTransport
import Models
import Networking
import TestSupport
import Testing

/// The production service over the loopback backend, with the client's pauses on a test clock.
@Suite(.timeLimit(.minutes(1)))
struct UserAlbumsAPIClientTests {
  let clock = TestClock()

  @Test func askingForOneUsersAlbumsGetsExactlyTheirs() async throws {
    // Given the backend with its generated albums
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL)
    defer { client.shutdown() }

    // When the albums of user 2 are asked for
    let albums = try await UserAlbumsAPIClient(client: client).albums(ofUser: 2)

    // Then they are that user's albums, all of them, and no one else's
    let expected = server.dataset.albums.filter { $0.userID == 2 }.map(\.id)
    #expect(!expected.isEmpty)
    #expect(albums.map(\.id) == expected)
    #expect(albums.allSatisfy { $0.userID == 2 })
  }

  @Test func aPassingFailureIsRetriedAfterThePolicysPause() async throws {
    // Given a server whose first answer for user 2's albums is a 503, and a client whose
    // retry pauses are one second on the test clock
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/users/2/albums", .status(503), times: 1)]))
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: retryingOnTheTestClock)
    defer { client.shutdown() }
    let service = UserAlbumsAPIClient(client: client)

    // When the albums are asked for
    let call = StartedCall { try await service.albums(ofUser: 2) }

    // Then the client announces a retry and waits, on the clock, before trying again
    try #require(await call.sleeps(on: clock), "the call ended without pausing to retry")
    #expect(call.retryNotices.map(\.delay) == [.seconds(1)])
    #expect(
      call.retryNotices.first?.reason
        == "Server returned 503 Service Unavailable: Injected fault: status 503")

    // When the pause passes, then the second attempt's answer is the result
    clock.advance(by: .seconds(1))
    let albums = try await call.task.value
    #expect(albums.map(\.id) == server.dataset.albums.filter { $0.userID == 2 }.map(\.id))
  }

  @Test func anUnknownUserIsRefusedOnceWithTheServersMessage() async throws {
    // Given a client that would retry a passing failure
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: retryingOnTheTestClock)
    defer { client.shutdown() }
    let service = UserAlbumsAPIClient(client: client)

    // When the albums of a user who does not exist are asked for
    let call = StartedCall { try await service.albums(ofUser: 9999) }
    let result = await call.task.result

    // Then the 404 is the answer at once: another try would be refused the same way
    #expect(call.retryNotices.isEmpty)
    #expect(throws: HTTPClient.Failure.status(code: 404, message: "No user with id 9999")) {
      try result.get()
    }
  }

  /// Three attempts, a one-second first pause with no jitter, all on the test clock, and no
  /// time limits, so the only sleeper the clock ever holds is the pause before a retry.
  private var retryingOnTheTestClock: HTTPClient.Options {
    HTTPClient.Options(
      retry: RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), jitter: 0),
      attemptTimeout: nil, deadline: nil, clock: clock, random: { 0 })
  }
}
