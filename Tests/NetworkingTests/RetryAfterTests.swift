import Foundation
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
