import Essentials
import Foundation

/// Reads the `Retry-After` header (RFC 9110 §10.2.3): whole seconds, or an HTTP-date turned into a
/// pause from `now`.
///
/// ```swift
/// RetryAfter.delay("120", now: now)  // 2 minutes
/// RetryAfter.delay("Wed, 21 Oct 2026 07:28:00 GMT", now: now)  // the time until then
/// RetryAfter.delay("soon", now: now)  // nil: not a value the header can have
/// ```
public enum RetryAfter {
  /// The seconds the header is read in: up to a century, far past any retry budget, and small
  /// enough that adding, comparing and wording the pause stays in range.
  public static let seconds = 0...3_153_600_000

  /// The pause `value` asks for, or nil when it is neither form; a past date is zero, and more
  /// seconds than ``seconds`` the longest pause.
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
