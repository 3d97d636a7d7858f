/// A line of input split the way every command parser reads it: the command word, the rest of
/// the line exactly as typed, and the rest as lower-cased arguments.
///
/// ```swift
/// let line = TypedLine("Caption  Harbour at dusk ")
/// line.word       // "Caption"
/// line.rest       // "Harbour at dusk"
/// line.arguments  // ["harbour", "at", "dusk"]
/// ```
///
/// A screen's commands start their `init(parsing:)` with it, and refuse with the word as typed:
///
/// ```swift
/// let typed = TypedLine(line)
/// switch typed.word.lowercased() {
/// case "open": self = .open(try CommandArguments.positive(typed.arguments, usage: "open N"))
/// case "quit": self = try CommandArguments.bare(.quit, typed)
/// default: throw .notOneOf(typed.word, commands: Self.words)
/// }
/// ```
public struct TypedLine: Hashable, Sendable {
  /// The first word as typed; empty for a blank line. Command words are matched lower-cased.
  public let word: String
  /// Everything after the first word, with surrounding spaces removed and case kept.
  public let rest: String
  /// `rest` split at spaces, lower-cased.
  public let arguments: [String]

  /// Splits `line`; surrounding spaces are ignored.
  public init(_ line: String) {
    let trimmed = line.trimmingWhitespace()
    let word = String(trimmed.prefix { !$0.isWhitespace })
    self.word = word
    self.rest = trimmed.dropFirst(word.count).trimmingWhitespace()
    self.arguments = rest.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
  }
}
