import TerminalKit

/// Text that is safe to put on a terminal: one line, no control characters, no escape sequences,
/// no bidirectional overrides.
///
/// Everything that came from the network or a store is untrusted. It becomes `SafeText` once,
/// where it enters a view, through ``init(untrusted:)``; from then on the type says it is clean,
/// and the widgets accept nothing else. The rules (`OneLineText` in Essentials, the same for any
/// UI, behind the terminal's `Sanitizer`) in short: tabs and line breaks
/// show as `⇥` and `↵`, other controls as their Unicode control pictures (ESC as `␛`) or `�`,
/// so an escape sequence arrives as harmless visible text; invisible characters (bidi overrides
/// and isolates, zero-width spaces, tag characters…) are removed, except the few that spell
/// something (variation selectors, joiners inside an emoji or Indic sequence).
///
/// ```swift
/// let title = SafeText(untrusted: "\u{1B}]0;pwned\u{07}sunset")
/// title.string // "␛]0;pwned␇sunset"
/// let line: SafeText = "No photos match \"\(untrusted: term)\"."
/// ```
public struct SafeText: Hashable, Sendable, CustomStringConvertible {
  /// The clean text, ready to print.
  public let string: String

  /// Makes `untrusted` safe to display, applying the rules above to every character.
  public init(untrusted: String) { self.string = Sanitizer.clean(untrusted) }

  /// Wraps text already known to be clean.
  init(sanitized: String) { self.string = sanitized }

  public static let empty = SafeText(sanitized: "")

  public var description: String { string }

  public var isEmpty: Bool { string.isEmpty }

  /// Joins two safe texts.
  ///
  /// The sanitizer leaves no joiner dangling at the end and no combining mark bare at the start,
  /// so two clean texts cannot fuse into something unclean.
  public static func + (lhs: SafeText, rhs: SafeText) -> SafeText {
    SafeText(sanitized: lhs.string + rhs.string)
  }

  /// Joins safe texts with a separator between each pair.
  public static func joined(_ parts: [SafeText], separator: SafeText) -> SafeText {
    SafeText(sanitized: parts.map(\.string).joined(separator: separator.string))
  }
}

extension SafeText: ExpressibleByStringInterpolation {
  /// Makes a literal safe; literals go through the same rules, so the guarantee has no exception.
  public init(stringLiteral value: String) { self.init(untrusted: value) }

  /// Builds safe text from literals, other safe text, numbers and explicitly untrusted strings;
  /// deliberately not plain `String`, so nothing unclean slips in unnoticed.
  public init(stringInterpolation: StringInterpolation) {
    self.init(sanitized: stringInterpolation.clean)
  }

  /// Collects the parts of an interpolated `SafeText`, cleaning each as it arrives.
  public struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var clean = ""

    /// Reserves room for the text being built.
    public init(literalCapacity: Int, interpolationCount: Int) {
      clean.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    /// Appends a literal segment, cleaned like any other text.
    public mutating func appendLiteral(_ literal: String) { clean += Sanitizer.clean(literal) }

    /// Appends text that is already safe.
    public mutating func appendInterpolation(_ text: SafeText) { clean += text.string }

    /// Appends a number; digits and a sign need no cleaning.
    public mutating func appendInterpolation(_ number: Int) { clean += String(number) }

    /// Appends a string from outside the app, making it safe first.
    public mutating func appendInterpolation(untrusted text: String) {
      clean += Sanitizer.clean(text)
    }
  }
}
