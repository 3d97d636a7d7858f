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
    // Given the backend with its generated albums, noting what it is asked
    let log = ServerLog()
    let server = try FixtureServer.start(intercept: log.record)
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL)
    defer { client.shutdown() }

    // When the albums of user 2 are asked for
    let service = UserAlbumsAPIClient(client: client)
    let result = await Task { try await service.albums(ofUser: 2) }.result

    // Then the server was asked once, for exactly that path
    #expect(
      log.all == [Self.usersAlbums(2)],
      "One GET /users/2/albums, no query: \(log.described(expecting: Self.usersAlbums(2)))")
    // And the answer is that user's albums, all of them, and no one else's
    let albums = try result.get()
    let expected = server.dataset.albums.filter { $0.userID == 2 }.map(\.id)
    #expect(!expected.isEmpty)
    #expect(albums.map(\.id) == expected)
    #expect(albums.allSatisfy { $0.userID == 2 })
  }

  @Test func aPassingFailureIsRetriedAfterThePolicysPause() async throws {
    // Given a server whose first answer for user 2's albums is a 503, and a client whose
    // retry pauses are one second on the test clock
    let log = ServerLog(unavailableOnce: Self.usersAlbums(2))
    let server = try FixtureServer.start(intercept: log.record)
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: retryingOnTheTestClock)
    defer { client.shutdown() }
    let service = UserAlbumsAPIClient(client: client)

    // When the albums are asked for
    let call = StartedCall { try await service.albums(ofUser: 2) }

    // Then the client announces a retry and waits, on the clock, before trying again
    let paused = await call.sleeps(on: clock)
    let asked = log.count(of: Self.usersAlbums(2))
    try #require(
      asked >= 1,
      "The 503 is staged on GET /users/2/albums: \(log.described(expecting: Self.usersAlbums(2)))")
    try #require(
      paused,
      asked > 1
        ? """
        The server was asked \(asked) times, yet the call never paused on the test clock: its \
        retry waited on another clock (the wall clock?), not the one the client was given
        """
        : "the call ended without pausing to retry")
    #expect(
      asked == 1,
      """
      While the retry waits on the test clock the server has been asked once; it was asked \
      \(asked) times: something retried without waiting on the clock the client was given
      """)
    #expect(call.retryNotices.map(\.delay) == [.seconds(1)])
    #expect(
      call.retryNotices.first?.reason
        == "Server returned 503 Service Unavailable: Unavailable for a moment")

    // When the pause passes, then the second attempt's answer is the result
    clock.advance(by: .seconds(1))
    let albums = try await call.task.value
    #expect(albums.map(\.id) == server.dataset.albums.filter { $0.userID == 2 }.map(\.id))
    #expect(
      log.all == [Self.usersAlbums(2), Self.usersAlbums(2)],
      "Two requests, the 503 and the retry: \(log.all.joined(separator: ", "))")
  }

  @Test func anUnknownUserIsRefusedOnceWithTheServersMessage() async throws {
    // Given a client that would retry a passing failure
    let log = ServerLog()
    let server = try FixtureServer.start(intercept: log.record)
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: retryingOnTheTestClock)
    defer { client.shutdown() }
    let service = UserAlbumsAPIClient(client: client)

    // When the albums of a user who does not exist are asked for
    let call = StartedCall { try await service.albums(ofUser: 9999) }
    let result = await call.task.result

    // Then the 404 is the answer at once: another try would be refused the same way, so the
    // server was asked once, and nothing waited before or after
    #expect(
      log.all == [Self.usersAlbums(9999)],
      "One GET /users/9999/albums: \(log.described(expecting: Self.usersAlbums(9999)))")
    #expect(call.retryNotices.isEmpty)
    #expect(throws: HTTPClient.Failure.status(code: 404, message: "No user with id 9999")) {
      try result.get()
    }
  }

  /// The request for the albums of user `id`, as the server's log writes it.
  private static func usersAlbums(_ id: Int) -> String { "GET /users/\(id)/albums" }

  /// Three attempts, a one-second first pause with no jitter, all on the test clock, and no
  /// time limits, so the only sleeper the clock ever holds is the pause before a retry.
  private var retryingOnTheTestClock: HTTPClient.Options {
    HTTPClient.Options(
      retry: RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), jitter: 0),
      attemptTimeout: nil, deadline: nil, clock: clock, random: { 0 })
  }
}
