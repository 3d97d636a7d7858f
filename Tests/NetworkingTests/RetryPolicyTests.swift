import Foundation
import HTTPTransport
import Networking
import Testing

/// The retry policy as pure functions: no network, no clock, no randomness but the one passed in.
@Suite struct RetryPolicyTests {
  let policy = RetryPolicy(
    maxAttempts: 5, initialDelay: .seconds(1), multiplier: 2, maximumDelay: .seconds(6),
    jitter: 0.5, budget: .seconds(30))

  @Test func withoutJitterEachPauseDoublesUpToTheMaximum() {
    // Given the largest draw the jitter can take nothing off
    let pauses = (1...5).map { policy.backoff(beforeRetry: $0, unit: 0) }

    // Then the pauses double from the initial delay and stop growing at the maximum
    #expect(pauses == [.seconds(1), .seconds(2), .seconds(4), .seconds(6), .seconds(6)])
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.75, 0.999_999, 1.0])
  func jitterKeepsEachPauseBetweenHalfAndAllOfIt(unit: Double) {
    for retry in 1...6 {
      // Given the pause without jitter
      let full = policy.backoff(beforeRetry: retry, unit: 0)

      // When a random draw takes part of it off
      let pause = policy.backoff(beforeRetry: retry, unit: unit)

      // Then it stays within the jitter's half of the pause
      #expect(pause <= full)
      #expect(pause >= full / 2)
    }
  }

  @Test func theSameDrawGivesTheSamePause() {
    #expect(policy.backoff(beforeRetry: 3, unit: 0.5) == .seconds(3))
    #expect(policy.backoff(beforeRetry: 3, unit: 0.5) == policy.backoff(beforeRetry: 3, unit: 0.5))
  }

  @Test func drawsOutsideTheUnitIntervalAreClamped() {
    #expect(policy.backoff(beforeRetry: 1, unit: -3) == .seconds(1))
    #expect(policy.backoff(beforeRetry: 1, unit: 7) == .milliseconds(500))
  }

  @Test func aHugeRetryNumberNeverOverflows() {
    #expect(policy.backoff(beforeRetry: 10_000, unit: 0) == .seconds(6))
  }

  static let retryable: [HTTPClient.Failure] = [
    .unreachable(URL(string: "http://a.test")!, reason: "connection refused"),
    .timedOut(URL(string: "http://a.test")!, after: .seconds(5)),
    .status(code: 408, message: nil), .status(code: 429, message: nil),
    .status(code: 500, message: nil), .status(code: 502, message: nil),
    .status(code: 503, message: nil), .status(code: 504, message: nil),
  ]

  static let final: [HTTPClient.Failure] = [
    .cancelled,
    .undecodable(path: "[0].id", reason: "missing"),
    .status(code: 400, message: nil), .status(code: 404, message: nil),
    .status(code: 501, message: nil),
    .invalidURL("ftp://a.test", reason: "only http and https URLs are supported"),
    .deadlineExceeded(URL(string: "http://a.test")!, after: .seconds(30)),
    .tooLarge(URL(string: "http://a.test")!, limit: 1024),
    .redirectRefused(URL(string: "http://a.test")!, reason: "redirects are followed for GET only"),
    .redirectLoop(URL(string: "http://a.test")!, hops: 3),
    .retriesExhausted(attempts: 3, last: .status(code: 503, message: nil), retryAfter: nil),
  ]

  @Test(arguments: retryable)
  func passingFailuresAreRetried(failure: HTTPClient.Failure) {
    #expect(policy.isRetryable(failure))
    #expect(
      policy.decision(after: failure, attempt: 1, elapsed: .zero, unit: 0)
        == .retry(after: .seconds(1)))
  }

  @Test(arguments: final)
  func cancellationDecodingAndRefusalsAreNeverRetried(failure: HTTPClient.Failure) {
    #expect(!policy.isRetryable(failure))
    #expect(
      policy.decision(after: failure, attempt: 1, elapsed: .zero, unit: 0)
        == .stop(.notRetryable))
  }

  @Test func theLastAttemptIsNotFollowedByAnother() {
    // Given a failure worth retrying on the policy's last attempt
    let failure = HTTPClient.Failure.status(code: 503, message: nil)

    // Then the one before it still retries, and the last one stops
    #expect(
      policy.decision(after: failure, attempt: 4, elapsed: .zero, unit: 0)
        == .retry(after: .seconds(6)))
    #expect(
      policy.decision(after: failure, attempt: 5, elapsed: .zero, unit: 0)
        == .stop(.attemptsExhausted))
  }

  @Test func aPauseThatWouldEndPastTheBudgetIsNotStarted() {
    // Given a failure after 27 of the 30 seconds are spent
    let failure = HTTPClient.Failure.status(code: 500, message: nil)

    // Then a 2-second pause fits, and a 4-second one does not
    #expect(
      policy.decision(after: failure, attempt: 2, elapsed: .seconds(27), unit: 0)
        == .retry(after: .seconds(2)))
    #expect(
      policy.decision(after: failure, attempt: 3, elapsed: .seconds(27), unit: 0)
        == .stop(.budgetExhausted))
  }

  @Test func retryAfterReplacesTheBackoff() {
    // Given a 429 whose server asks for 12 seconds
    let failure = HTTPClient.Failure.status(code: 429, message: "slow down")

    // Then the pause is the server's, not the backoff's
    #expect(
      policy.decision(after: failure, attempt: 1, elapsed: .zero, retryAfter: .seconds(12), unit: 0)
        == .retry(after: .seconds(12)))
  }

  @Test func retryAfterLongerThanTheBudgetLeftStopsAtOnce() {
    // Given a 503 whose server asks for longer than the 30-second budget has left
    let failure = HTTPClient.Failure.status(code: 503, message: nil)

    // Then the client stops now rather than wait for a pause it cannot finish
    #expect(
      policy.decision(
        after: failure, attempt: 1, elapsed: .seconds(5), retryAfter: .seconds(26), unit: 0)
        == .stop(.serverAskedToWait(.seconds(26))))
  }

  @Test func neverMakesOneAttempt() {
    let failure = HTTPClient.Failure.status(code: 503, message: nil)
    #expect(
      RetryPolicy.never.decision(after: failure, attempt: 1, elapsed: .zero, unit: 0)
        == .stop(.attemptsExhausted))
  }

  @Test func settingsOutOfRangeAreBroughtIntoIt() {
    let policy = RetryPolicy(maxAttempts: 0, multiplier: 0.5, jitter: 3)
    #expect(policy.maxAttempts == 1)
    #expect(policy.multiplier == 1)
    #expect(policy.jitter == 1)
  }

  @Test(arguments: [
    (HTTPMethod.get, [String: String](), true), (.head, [:], true), (.put, [:], true),
    (.delete, [:], true), (.post, [:], false), (.patch, [:], false),
    (.post, ["idempotency-key": "7f3a"], true), (.patch, ["Idempotency-Key": "7f3a"], true),
  ])
  func onlyIdempotentRequestsMayBeSentAgain(
    method: HTTPMethod, headers: [String: String], idempotent: Bool
  ) {
    let request = Request<Data>(method: method, path: "/photos", headers: headers)
    #expect(request.isIdempotent == idempotent)
  }
}
