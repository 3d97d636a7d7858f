import Essentials
import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// The retry loop end to end over a stub, timed by a test clock: no test here sleeps.
@Suite(.timeLimit(.minutes(10)))
struct ClientRetryTests {
  let clock = TestClock()

  @Test func passingFailuresAreRetriedWithGrowingPauses() async throws {
    // Given a server that fails twice, then answers
    let stub = StubServer(replies: [.json(503), .json(502), .json(200, "[]")])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }
    let notices = Recorder<RetryNotice>()
    let call = notices.startRecording {
      try await client.data(for: Request<Data>(path: "/albums"))
    }

    // When the pauses pass on the clock
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))

    // Then the third attempt's answer is the result, and each pause was announced first
    #expect(try await call.value == Data("[]".utf8))
    #expect(stub.requests.count == 3)
    #expect(notices.all.map(\.delay) == [.seconds(1), .seconds(2)])
    #expect(notices.all.map(\.failedAttempt) == [1, 2])
    #expect(notices.all.first?.reason == "Server returned 503 Service Unavailable")
    #expect(notices.all.first?.maxAttempts == 3)
  }

  @Test func jitterComesFromTheInjectedRandomSource() async throws {
    // Given half of each pause is jitter and the random source always says 0.5
    let stub = StubServer(replies: [.json(500), .json(200)])
    let policy = RetryPolicy(maxAttempts: 2, initialDelay: .seconds(1), jitter: 0.5)
    let client = stub.makeClient(options: .testing(clock: clock, retry: policy, random: 0.5))
    defer { client.shutdown() }
    let notices = Recorder<RetryNotice>()
    let call = notices.startRecording {
      try await client.data(for: Request<Data>(path: "/albums"))
    }

    // When the pause passes
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(750))

    // Then it was a quarter shorter than the full second
    _ = try await call.value
    #expect(notices.all.map(\.delay) == [.milliseconds(750)])
  }

  @Test(arguments: [
    ("7", Duration.seconds(7)),
    ("Sun, 06 Nov 1994 08:49:42 GMT", .seconds(5)),  // five seconds after the pinned now
  ])
  func retryAfterSetsThePause(header: String, pause: Duration) async throws {
    // Given a server that asks for a pause, then answers
    let stub = StubServer(replies: [.json(429, headers: ["Retry-After": header]), .json(200)])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }
    let notices = Recorder<RetryNotice>()
    let call = notices.startRecording {
      try await client.data(for: Request<Data>(path: "/albums"))
    }

    // When that pause passes
    await clock.waitForSleepers(1)
    clock.advance(by: pause)

    // Then the server's pause was the one waited
    _ = try await call.value
    #expect(notices.all.map(\.delay) == [pause])
    #expect(stub.requests.count == 2)
  }

  @Test func attemptsRunningOutReportTheLastFailure() async throws {
    // Given a server that is always busy
    let stub = StubServer(replies: [.json(503, #"{"error": "busy"}"#)])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }
    let call = Task { try await client.data(for: Request<Data>(path: "/albums")) }

    // When every pause passes
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))

    // Then the failure says how many attempts were made and what the last one got
    let failure = await #expect(throws: HTTPClient.Failure.self) { try await call.value }
    #expect(
      failure
        == .retriesExhausted(
          attempts: 3, last: .status(code: 503, message: "busy"), retryAfter: nil))
    #expect(
      failure?.description
        == "Gave up after 3 attempts: Server returned 503 Service Unavailable: busy")
    #expect(failure?.retryAdvice == .mayHelp)
    #expect(stub.requests.count == 3)
  }

  @Test func aPauseLongerThanTheBudgetEndsTheCallAtOnce() async throws {
    // Given a server that asks for two minutes, past the 20-second budget
    let stub = StubServer(replies: [.json(503, headers: ["Retry-After": "120"])])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }

    // When albums are requested, then the call ends without waiting, saying why
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.data(for: Request<Data>(path: "/albums"))
    }
    #expect(
      failure
        == .retriesExhausted(
          attempts: 1, last: .status(code: 503, message: nil), retryAfter: .seconds(120)))
    #expect(
      failure?.description
        == "Gave up after 1 attempt; the server asked to wait 2 min: "
        + "Server returned 503 Service Unavailable")
    #expect(failure?.retryAdvice == .after(.seconds(120)))
    #expect(stub.requests.count == 1)
  }

  @Test func aPlainPostIsNeverSentTwice() async throws {
    // Given a server that fails a POST with a retryable status
    let stub = StubServer(replies: [.json(503), .json(201)])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }

    // When the POST is sent, then the failure is reported as it came
    await #expect(throws: HTTPClient.Failure.status(code: 503, message: nil)) {
      try await client.data(
        for: Request<Data>(method: .post, path: "/posts", body: Data("{}".utf8)))
    }
    #expect(stub.requests.count == 1)
  }

  @Test func aPostWithAnIdempotencyKeyIsResentIdentically() async throws {
    // Given a server that fails the first POST
    let stub = StubServer(replies: [.json(503), .json(201)])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }
    let request = Request<Data>(
      method: .post, path: "/posts", headers: ["Idempotency-Key": "7f3a"], body: Data("{}".utf8))
    let call = Task { try await client.data(for: request) }

    // When the pause passes
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))

    // Then the request was sent again, byte for byte
    _ = try await call.value
    let sent = stub.requests
    #expect(sent.count == 2)
    #expect(sent.first?.body == sent.last?.body)
    #expect(sent.first?.headers == sent.last?.headers)
    #expect(sent.first?.url == sent.last?.url)
  }

  @Test(arguments: [
    (StubServer.Reply.json(200, "[{"), "undecodable"), (.json(404), "404"), (.json(400), "400"),
  ])
  func decodingErrorsAndRefusalsAreNotRetried(reply: StubServer.Reply, label: String) async {
    // Given a server whose answer will not change
    let stub = StubServer(replies: [reply, .json(200, "[]")])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }

    // When photos are requested, then it fails after one request
    await #expect(throws: HTTPClient.Failure.self) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
    #expect(stub.requests.count == 1, "\(label)")
  }

  @Test func cancellingDuringAPauseEndsTheCallWithNothingLeft() async throws {
    // Given a call waiting out the pause after a failure
    let stub = StubServer(replies: [.json(503)])
    let client = stub.makeClient(options: .testing(clock: clock))
    defer { client.shutdown() }
    let call = Task { try await client.data(for: Request<Data>(path: "/albums")) }
    await clock.waitForSleepers(1)

    // When the caller is cancelled
    call.cancel()

    // Then it ends cancelled, with no second request and nothing in flight
    await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    #expect(stub.requests.count == 1)
    #expect(client.loader.pendingCount == 0)
    #expect(client.coalescer.flightCount == 0)
  }
}
