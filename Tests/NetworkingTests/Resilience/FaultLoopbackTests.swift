import Essentials
import FixtureBackend
import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// Every fault of the fixture server's plan, met by the real client over real sockets.
///
/// Time on the client's side is a test clock; on the server's side, stalls wait at a gate the
/// test opens, so nothing here waits for the wall clock.
@Suite(.timeLimit(.minutes(10)))
struct FaultLoopbackTests {
  let clock = TestClock()

  /// A server with `rules`, and a client for it with test options (retries off unless given)
  /// and a pinned "now" (`RetryTestSupport.now`).
  func connect(
    _ rules: [FaultRule], retry: RetryPolicy = .never, attemptTimeout: Duration? = nil,
    deadline: Duration? = nil, maximumResponseSize: Int = 1 << 24
  ) throws -> (FixtureServer, HTTPClient) {
    let server = try FixtureServer.start(faults: FaultPlan(rules))
    let client = try HTTPClient(
      baseURL: server.baseURL,
      options: .testing(
        clock: clock, retry: retry, attemptTimeout: attemptTimeout, deadline: deadline,
        maximumResponseSize: maximumResponseSize))
    return (server, client)
  }

  static let retrying = RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), jitter: 0)

  @Test func failingTheFirstRequestsThenSucceedingIsRetriedThrough() async throws {
    // Given photos that fail twice with 500, then work
    let (server, client) = try connect(
      [FaultRule("/photos", .status(500), times: 2)], retry: Self.retrying)
    defer { server.stop() }
    defer { client.shutdown() }
    let call = Task { try await PhotoAPIClient(client: client).photos(albumID: nil) }

    // When the pauses pass
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))

    // Then every photo arrives
    #expect(try await call.value.count == 5000)
  }

  @Test func retryAfterInSecondsIsHonoured() async throws {
    // Given photos that fail once with 503 and Retry-After: 4
    let (server, client) = try connect(
      [FaultRule("/photos/1", .status(503, retryAfter: .seconds(4)), times: 1)],
      retry: Self.retrying)
    defer { server.stop() }
    defer { client.shutdown() }
    let notices = Recorder<RetryNotice>()
    let call = notices.startRecording {
      try await client.send(Request<Photo>(path: "/photos/1"))
    }

    // When the four seconds pass
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(4))

    // Then the photo arrives after the server's pause, not the backoff's
    #expect(try await call.value.id == 1)
    #expect(notices.all.map(\.delay) == [.seconds(4)])
  }

  @Test func retryAfterAsADateIsHonoured() async throws {
    // Given a 429 whose Retry-After is a date 30 seconds after the client's pinned "now"
    // (the date is written out rather than stamped by the server from its wall clock, so the
    // pause does not shrink by however long a busy machine took to answer)
    let thirtySecondsLater = "Sun, 06 Nov 1994 08:50:07 GMT"
    let (server, client) = try connect(
      [FaultRule("/albums", .status(429, retryAfter: .raw(thirtySecondsLater)), times: 1)],
      retry: RetryPolicy(maxAttempts: 2, budget: .seconds(60)))
    defer { server.stop() }
    defer { client.shutdown() }
    let notices = Recorder<RetryNotice>()
    let call = notices.startRecording {
      try await client.send(Request<[Album]>(path: "/albums"))
    }

    // When the pause passes
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(30))

    // Then the albums arrive after exactly the pause the date asked for
    #expect(try await call.value.count == 100)
    #expect(notices.all.map(\.delay) == [.seconds(30)])
  }

  @Test func aClientErrorCarriesTheJSONMessageAndIsNotRetried() async throws {
    let (server, client) = try connect(
      [FaultRule("/photos/1", .status(404))], retry: Self.retrying)
    defer { server.stop() }
    defer { client.shutdown() }

    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.send(Request<Photo>(path: "/photos/1"))
    }

    #expect(failure == .status(code: 404, message: "Injected fault: status 404"))
    #expect(failure?.retryAdvice == .unlikelyToHelp("the server has nothing at this address"))
  }

  @Test(arguments: [
    (Fault.malformedJSON, "", "the given data was not valid JSON"),
    (.wrongShapeJSON, "", "expected a list"),
  ])
  func aBrokenBodyIsUndecodableAndNotRetried(
    fault: Fault, path: String, reason: String
  )
    async throws
  {
    let (server, client) = try connect([FaultRule("/photos", fault)], retry: Self.retrying)
    defer { server.stop() }
    defer { client.shutdown() }

    await #expect(throws: HTTPClient.Failure.undecodable(path: path, reason: reason)) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
  }

  @Test(arguments: [
    (Fault.truncatedBody, "the response ended before all of it arrived"),
    (.resetMidBody, "the connection was lost"),
  ])
  func aBodyCutShortIsATransportFailure(fault: Fault, reason: String) async throws {
    let (server, client) = try connect([FaultRule("/photos", fault)])
    defer { server.stop() }
    defer { client.shutdown() }

    await #expect(
      throws: HTTPClient.Failure.unreachable(
        server.baseURL.appending(path: "/photos"), reason: reason)
    ) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
    #expect(client.loader.pendingCount == 0)
  }

  @Test func aBodyCutShortOnceIsRetriedThrough() async throws {
    let (server, client) = try connect(
      [FaultRule("/albums", .resetMidBody, times: 1)], retry: Self.retrying)
    defer { server.stop() }
    defer { client.shutdown() }
    let call = Task { try await client.send(Request<[Album]>(path: "/albums")) }

    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))

    #expect(try await call.value.count == 100)
  }

  @Test func anUploadResetMidWayIsATransportFailure() async throws {
    // Given a server that resets uploads half-way (LINUX-NOTES.md, note 9 warns that a
    // connection lost before the answer can trap in FoundationNetworking 6.3; on this path,
    // with a reset, it has not in hundreds of runs)
    let (server, client) = try connect([FaultRule("/photos/1", .resetMidUpload)])
    defer { server.stop() }
    defer { client.shutdown() }
    let body = Data(repeating: 65, count: 2_000_000)

    // When a PUT sends its body, then it fails as a lost connection, never retried (retries
    // are off here) and with nothing left behind
    await #expect(
      throws: HTTPClient.Failure.unreachable(
        server.baseURL.appending(path: "/photos/1"), reason: "the connection was lost")
    ) {
      try await client.data(for: Request<Data>(method: .put, path: "/photos/1", body: body))
    }
    #expect(client.loader.pendingCount == 0)
  }

  @Test(arguments: [true, false])
  func anOversizedBodyIsRefused(announced: Bool) async throws {
    // Given a body of 1 MB against a limit of 64 kB
    let (server, client) = try connect(
      [FaultRule("/photos", .oversizedBody(bytes: 1_000_000, announced: announced))],
      maximumResponseSize: 64_000)
    defer { server.stop() }
    defer { client.shutdown() }

    // When photos are requested, then the client refuses it (before the body if announced)
    await #expect(
      throws: HTTPClient.Failure.tooLarge(server.baseURL.appending(path: "/photos"), limit: 64_000)
    ) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
    #expect(client.loader.pendingCount == 0)
  }

  @Test func anEndlessBodyIsRefusedAtTheLimitWithoutWaitingForTheTransferToStop() async throws {
    // Given a body that never ends, against a limit of 1 MiB (the server stops at 4 MiB if
    // the client has not hung up by then: far past the limit, and a bound on what a client
    // slowed down by the thread sanitizer is left reading after its refusal:
    // LINUX-NOTES.md, note 17)
    let (server, client) = try connect(
      [FaultRule("/photos", .endlessBody(limit: 4 << 20))], maximumResponseSize: 1 << 20)
    defer { server.stop() }
    defer { client.shutdown() }

    // When photos are requested, then the refusal comes, and the loader holds nothing for the
    // call (the transfer's own cancel may still be on its way: LINUX-NOTES.md, note 17)
    await #expect(
      throws: HTTPClient.Failure.tooLarge(server.baseURL.appending(path: "/photos"), limit: 1 << 20)
    ) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
    #expect(client.loader.pendingCount == 0)
  }

  @Test func aCompressedBodyIsMeasuredDecoded() async throws {
    // Given a deflate body of about 27 kB on the wire that decodes to 4 MB, against a 1 MB limit
    let (server, client) = try connect(
      [FaultRule("/photos", .deflateBomb(decodedBytes: 4_000_000))], maximumResponseSize: 1_000_000
    )
    defer { server.stop() }
    defer { client.shutdown() }

    // When photos are requested, then the limit counts the decoded bytes and refuses the body
    await #expect(
      throws: HTTPClient.Failure.tooLarge(
        server.baseURL.appending(path: "/photos"), limit: 1_000_000)
    ) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
    #expect(client.loader.pendingCount == 0)
  }

  @Test(arguments: [2, 3, 260, 100_000])
  func aCompressedBodyWithinTheLimitDecodesWhole(size: Int) async throws {
    // Given a deflate body that decodes to an array of `size` bytes, mostly spaces
    let (server, client) = try connect([FaultRule("/photos", .deflateBomb(decodedBytes: size))])
    defer { server.stop() }
    defer { client.shutdown() }

    // When it is fetched, then it arrives decoded, checksum and all: an empty list
    let data = try await client.data(for: Request<Data>(path: "/photos"))
    #expect(data.count == size)
    #expect(try await client.send(Request<[Photo]>(path: "/photos")).isEmpty)
  }

  @Test func aRedirectLoopFailsClearly() async throws {
    let (server, client) = try connect([FaultRule("/photos", .redirectLoop)], retry: Self.retrying)
    defer { server.stop() }
    defer { client.shutdown() }

    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }

    #expect(failure == .redirectLoop(server.baseURL.appending(path: "/photos"), hops: 1))
    #expect(
      failure?.description
        == "The redirects from 127.0.0.1:\(server.port) go round in a loop (1 redirect)")
  }

  @Test func aRedirectIsNeverFollowedForAnUpload() async throws {
    let (server, client) = try connect([FaultRule("/photos/1", .redirectLoop)])
    defer { server.stop() }
    defer { client.shutdown() }

    await #expect(
      throws: HTTPClient.Failure.redirectRefused(
        server.baseURL.appending(path: "/photos/1"),
        reason: "redirects are followed for GET requests only")
    ) {
      try await client.data(
        for: Request<Data>(method: .put, path: "/photos/1", body: Data(#"{"title":"x"}"#.utf8)))
    }
  }

  @Test func aServerSideDelayStillAnswers() async throws {
    let (server, client) = try connect([FaultRule("/albums/1", .delay(.milliseconds(50)))])
    defer { server.stop() }
    defer { client.shutdown() }

    #expect(try await client.send(Request<Album>(path: "/albums/1")).id == 1)
  }

  @Test func aStallBeforeHeadersEndsAtTheDeadline() async throws {
    // Given a server that holds /photos before its headers, and a 10-second deadline
    let (server, client) = try connect(
      [FaultRule("/photos", .stallBeforeHeaders)], deadline: .seconds(10))
    defer { server.stop() }
    defer { client.shutdown() }
    var injected = server.injectedFaults.makeAsyncIterator()
    let call = Task { try await client.send(Request<[Photo]>(path: "/photos")) }

    // When the server is holding and ten seconds pass on the client's clock
    _ = await injected.next()
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(10))

    // Then the call ends with the deadline and the transfer is gone
    await #expect(
      throws: HTTPClient.Failure.deadlineExceeded(
        server.baseURL.appending(path: "/photos"), after: .seconds(10))
    ) {
      try await call.value
    }
    #expect(client.loader.pendingCount == 0)
  }

  @Test func aStallMidBodyTimesOutTheAttemptAndTheRetryGetsThrough() async throws {
    // Given a server that stalls the first answer mid-body, and a 5-second attempt timeout
    let (server, client) = try connect(
      [FaultRule("/albums", .stallMidBody, times: 1)], retry: Self.retrying,
      attemptTimeout: .seconds(5))
    defer { server.stop() }
    defer { client.shutdown() }
    var injected = server.injectedFaults.makeAsyncIterator()
    let call = Task { try await client.send(Request<[Album]>(path: "/albums")) }

    // When the attempt's five seconds pass while the server holds, and then the pause
    _ = await injected.next()
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(5))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))

    // Then the second attempt brings every album
    #expect(try await call.value.count == 100)
  }

  @Test func releasedStallsDeliverTheWholeAnswer() async throws {
    let (server, client) = try connect([FaultRule("/albums", .stallMidBody)])
    defer { server.stop() }
    defer { client.shutdown() }
    var injected = server.injectedFaults.makeAsyncIterator()
    let call = Task { try await client.send(Request<[Album]>(path: "/albums")) }

    _ = await injected.next()
    server.releaseStalls()

    #expect(try await call.value.count == 100)
  }
}

/// `Retry-After` values no server should send, met by the real client over real sockets: the
/// call ends with a failure that says what the server asked, and nothing traps on the way.
@Suite(.timeLimit(.minutes(10)))
struct AbsurdRetryAfterLoopbackTests {
  @Test(arguments: ["99999999999999999999", "9223372036854775807"])
  func anAbsurdPauseEndsTheCallWithAFailureThatSaysSo(value: String) async throws {
    // Given a 503 asking for a pause longer than any clock holds
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/photos/1", .status(503, retryAfter: .raw(value)))]))
    defer { server.stop() }
    let client = try HTTPClient(
      baseURL: server.baseURL,
      options: .testing(
        clock: TestClock(), retry: RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1))))
    defer { client.shutdown() }

    // When a photo is asked for
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.send(Request<Photo>(path: "/photos/1"))
    }

    // Then it stops at once and words the pause (a century, the longest it reads)
    #expect(failure?.description.contains("the server asked to wait 876000 h") == true)
  }
}
