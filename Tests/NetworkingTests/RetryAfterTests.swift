import Essentials
import Foundation
import HTTPTransport
import Models
import Networking
import Testing

/// `Retry-After` in both of its forms, measured from a pinned "now".
@Suite struct RetryAfterTests {
  /// Sun, 06 Nov 1994 08:49:37 GMT, RFC 9110's example date.
  static let now = Date(timeIntervalSince1970: 784_111_777)

  @Test(arguments: [("0", 0), ("2", 2), ("120", 120), (" 30 ", 30)])
  func secondsAreAPauseOfThatMany(value: String, seconds: Int) {
    #expect(RetryAfter.delay(value, now: Self.now) == .seconds(seconds))
  }

  @Test(arguments: [
    "Sun, 06 Nov 1994 08:50:07 GMT",  // IMF-fixdate
    "Sunday, 06-Nov-94 08:50:07 GMT",  // RFC 850
    "Sun Nov  6 08:50:07 1994",  // asctime
  ])
  func everyHTTPDateFormIsAPauseUntilThatDate(value: String) {
    #expect(RetryAfter.delay(value, now: Self.now) == .seconds(30))
  }

  @Test func aDateInThePastIsNoPause() {
    #expect(RetryAfter.delay("Sat, 05 Nov 1994 08:49:37 GMT", now: Self.now) == .zero)
  }

  @Test func aDateDaysAheadIsMeasuredAcrossMonthsAndYears() {
    #expect(
      RetryAfter.delay("Mon, 01 Jan 1995 00:00:00 GMT", now: Self.now)
        == .seconds(784_111_777.0.distance(to: 788_918_400)))
  }

  @Test(arguments: [
    "", "soon", "-5", "1.5", "+3", "0x10", "٣",  // not whole seconds
    "Sun, 06 Nov 1994 08:49:37 PST",  // not GMT
    "Sun, 31 Feb 1994 08:49:37 GMT",  // no such day
    "Sun, 06 Nov 1994 25:00:00 GMT",  // no such hour
    "Sun, 06 Foo 1994 08:49:37 GMT",  // no such month
    "Funday, 06 Nov 1994 08:49:37 GMT",  // no such weekday
    "Sun, 06 Nov 1994 08:49 GMT",  // no seconds
    "Sun, 06 Nov 1994",  // no time at all
  ])
  func garbageIsNoPauseAtAll(value: String) {
    #expect(RetryAfter.delay(value, now: Self.now) == nil)
  }

  @Test func aHugeNumberOfSecondsIsAVeryLongPauseNotACrash() {
    let pause = RetryAfter.delay(String(repeating: "9", count: 40), now: Self.now)
    #expect(pause.map { $0 > .seconds(1_000_000_000) } == true)
  }
}

/// `Retry-After` values no server should send: each becomes a pause the client can compare,
/// wait on and put into words, never a trap.
@Suite struct AbsurdRetryAfterTests {
  @Test(arguments: [
    "9223372036854775807", "9223372036854775808", "18446744073709551616",
    String(repeating: "9", count: 10_000), "3153600001",
  ])
  func digitsPastTheRangeAreTheLongestPause(value: String) {
    #expect(RetryAfter.delay(value, now: RetryAfterTests.now) == .seconds(3_153_600_000))
  }

  @Test func theLongestPauseIsStillSpoken() throws {
    let pause = try #require(RetryAfter.delay("99999999999999999999", now: RetryAfterTests.now))

    #expect(DurationText.spoken(pause) == "876000 h")
  }

  @Test(arguments: [
    Duration.seconds(Int64.max), .seconds(Int64.max / 1000 + 1), .seconds(Int64.min),
  ])
  func anyDurationCanBeSpoken(duration: Duration) {
    #expect(!DurationText.spoken(duration).isEmpty)
  }

  @Test func aHugePauseStopsRetryingAndSaysWhatTheServerAsked() throws {
    // Given a 503 whose Retry-After asks for more seconds than an Int64 holds
    let pause = try #require(RetryAfter.delay("99999999999999999999", now: RetryAfterTests.now))

    // When the policy decides after it
    let decision = RetryPolicy.standard.decision(
      after: .status(code: 503, message: nil), attempt: 1, elapsed: .zero, retryAfter: pause,
      unit: 0)

    // Then it stops, and the failure says so in words
    #expect(decision == .stop(.serverAskedToWait(pause)))
    let failure = HTTPClient.Failure.retriesExhausted(
      attempts: 1, last: .status(code: 503, message: nil), retryAfter: pause)
    #expect(failure.description.contains("the server asked to wait 876000 h"))
  }
}
