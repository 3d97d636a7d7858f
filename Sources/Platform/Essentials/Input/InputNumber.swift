/// Numbers read from text that a person, a file or a server supplied, checked against the range
/// their use allows in the same step, so that nothing done with them later can trap.
///
/// `Double("1e300")` is a number no `Int` or `Duration` can hold, and converting it traps. A
/// number read here is inside its range or refused with a sentence naming the text and the range;
/// every flag, fault spec and header the kit reads goes through these two functions.
///
/// ```swift
/// let width = try InputNumber.whole("120", in: 20...1000)  // 120
/// let delay = try InputNumber.decimal("1.5", in: 0...86_400)  // 1.5
/// try InputNumber.decimal("1e300", in: 0...86_400)
/// // throws: '1e300' is not a number from 0 to 86400
/// ```
public enum InputNumber {
  /// A text that is not a number in the allowed range.
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given, cut to ``shownLength`` characters.
    public let given: String
    /// What was allowed: "a whole number from 20 to 1000".
    public let expected: String

    /// The most characters of the text a refusal keeps.
    public static let shownLength = 40

    /// Creates a refusal of `text`, which was not `expected`.
    public init(_ text: some StringProtocol, expected: String) {
      given = text.count > Self.shownLength ? text.prefix(Self.shownLength) + "…" : String(text)
      self.expected = expected
    }

    /// One line naming the text and the range: `'1e300' is not a number from 0 to 86400`.
    public var description: String { "'\(given)' is not \(expected)" }
  }

  /// `text` as a whole number in `range`: ASCII digits with an optional sign, nothing else.
  public static func whole<Number: FixedWidthInteger>(
    _ text: some StringProtocol, in range: ClosedRange<Number>
  ) throws(Refusal) -> Number {
    // The radix initializer refuses spaces, other scripts' digits and values that overflow.
    guard let number = Number(text, radix: 10), range.contains(number) else {
      throw Refusal(text, expected: wholeRange(range))
    }
    return number
  }

  /// `text` as a decimal number in `range`, written plainly: `12`, `0.5`, `-3.25`. Exponents,
  /// hexadecimal, `inf` and `nan` are refused: they are how out-of-range values slip in.
  public static func decimal(
    _ text: some StringProtocol, in range: ClosedRange<Double>
  ) throws(Refusal) -> Double {
    let digits = text.first == "-" ? text.dropFirst() : text[...]
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isPlain = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    guard isPlain, let number = Double(String(text)), range.contains(number) else {
      throw Refusal(text, expected: decimalRange(range))
    }
    return number
  }

  /// How a whole-number range reads in a message: "a whole number from 20 to 1000".
  public static func wholeRange<Number: FixedWidthInteger>(_ range: ClosedRange<Number>) -> String {
    "a whole number from \(range.lowerBound) to \(range.upperBound)"
  }

  /// How a decimal range reads in a message: "a number from 0 to 86400".
  public static func decimalRange(_ range: ClosedRange<Double>) -> String {
    "a number from \(plain(range.lowerBound)) to \(plain(range.upperBound))"
  }

  /// A bound without a needless `.0`: `86400`, `0.5`.
  private static func plain(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

extension Character {
  /// 0–9 only: `Character.isNumber` also accepts other scripts' digits and fractions.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
