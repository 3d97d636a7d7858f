import Essentials
import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// The client's own time limits, raced against a test clock (URLSession's are unreliable on
/// Linux: LINUX-NOTES.md, note 4).
@Suite(.timeLimit(.minutes(10)))
struct ClientDeadlineTests {
  let clock = TestClock()

  @Test func aServerThatNeverAnswersMissesTheDeadline() async throws {
    // Given a server that never answers and a 10-second deadline
    let stub = StubServer { _ in .hang }
    let client = stub.makeClient(options: .testing(clock: clock, deadline: .seconds(10)))
    defer { client.shutdown() }
    let call = Task { try await client.data(for: Request<Data>(path: "/albums")) }

    // When ten seconds pass
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(10))

    // Then the call ends with the deadline, and the transfer was stopped
    let url = URL(string: "http://\(stub.host)/albums")!
    await #expect(throws: HTTPClient.Failure.deadlineExceeded(url, after: .seconds(10))) {
      try await call.value
    }
    #expect(client.loader.pendingCount == 0)
  }

  @Test func theDeadlineCoversEveryAttemptAndPause() async throws {
    // Given a server that is always busy and a deadline of 2.5 seconds
    let stub = StubServer(replies: [.json(503)])
    let policy = RetryPolicy(maxAttempts: 5, initialDelay: .seconds(1), jitter: 0)
    let client = stub.makeClient(
      options: .testing(clock: clock, retry: policy, deadline: .milliseconds(2500)))
    defer { client.shutdown() }
    let call = Task { try await client.data(for: Request<Data>(path: "/albums")) }

    // When the first pause (1 s) and part of the second (2 s) pass
    await clock.waitForSleepers(2)  // the deadline and the first pause
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(2)  // the deadline and the second pause
    clock.advance(by: .milliseconds(1500))

    // Then the deadline ends it in the middle of the second pause
    let failure = await #expect(throws: HTTPClient.Failure.self) { try await call.value }
    guard case .deadlineExceeded = failure else {
      Issue.record("expected the deadline, got \(String(describing: failure))")
      return
    }
    #expect(stub.requests.count == 2)
  }

  @Test func anAttemptThatTimesOutIsRetried() async throws {
    // Given a server that ignores the first request and answers the second
    let stub = StubServer(replies: [.hang, .json(200, "[]")])
    let client = stub.makeClient(options: .testing(clock: clock, attemptTimeout: .seconds(5)))
    defer { client.shutdown() }
    let notices = Recorder<RetryNotice>()
    let call = notices.startRecording {
      try await client.data(for: Request<Data>(path: "/albums"))
    }

    // When the first attempt's five seconds pass, and then the pause
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(5))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))

    // Then the second attempt's answer is the result
    #expect(try await call.value == Data("[]".utf8))
    #expect(notices.all.map(\.reason) == ["No answer from \(stub.host) within 5 s"])
    #expect(client.loader.pendingCount == 0)
  }

  @Test func timeoutAndDeadlineFailuresReadWell() throws {
    let url = try #require(URL(string: "http://127.0.0.1:8080/photos"))
    #expect(
      HTTPClient.Failure.timedOut(url, after: .seconds(5)).description
        == "No answer from 127.0.0.1:8080 within 5 s")
    #expect(
      HTTPClient.Failure.deadlineExceeded(url, after: .seconds(30)).description
        == "Gave up on 127.0.0.1:8080 after 30 s, the client's deadline")
  }
}
