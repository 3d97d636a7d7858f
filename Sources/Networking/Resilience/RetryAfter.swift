import Foundation
import Models

/// Reads the `Retry-After` header: how long a server asks a client to wait (RFC 9110 §10.2.3).
///
/// The value is either whole seconds (`120`) or an HTTP-date (`Wed, 21 Oct 2026 07:28:00 GMT`).
/// A date is turned into a pause from `now`, which the client takes from an injected source so
/// that tests pin it.
///
/// ```swift
/// RetryAfter.delay("120", now: now)  // 2 minutes
/// RetryAfter.delay("Wed, 21 Oct 2026 07:28:00 GMT", now: now)  // the time until then
/// RetryAfter.delay("soon", now: now)  // nil: not a value the header can have
/// ```
public enum RetryAfter {
  /// The seconds the header is read in: up to a century, far past any retry budget, and small
  /// enough that every use of the pause (adding, comparing, wording it) stays in range.
  public static let seconds = 0...3_153_600_000

  /// The pause `value` asks for, or nil when it is neither form. A date already past is a pause
  /// of zero; a number of seconds past ``seconds`` is the longest pause, not a trap.
  public static func delay(_ value: String, now: Date) -> Duration? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if !text.isEmpty, text.allSatisfy(\.isASCIIDigit) {
      // Digits can run to any length; past the range they still mean "a very long time".
      let count = (try? InputNumber.whole(text, in: seconds)) ?? seconds.upperBound
      return .seconds(count)
    }
    guard let date = HTTPDate.parse(text) else { return nil }
    return .seconds(max(0, date.timeIntervalSince(now)))
  }
}

extension Character {
  /// 0–9 only: `Character.isNumber` also accepts other scripts' digits and fractions.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
