/// Why a line is not a command. Its description is one line naming what is valid.
///
/// The text may quote what the person typed; the view that shows it makes it safe.
public enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A blank line.
  case empty
  /// A word that is no command.
  case unknown(String)
  /// A known command with arguments it does not take.
  case invalid(usage: String, given: [String])
  /// A word (empty for a blank line) that is none of `commands`, on a screen whose commands
  /// are not the Gallery's.
  case notOneOf(String, commands: [String])

  /// One line: what was wrong, then what is valid.
  public var description: String {
    switch self {
    case .empty:
      "Type a command: \(Command.words.joined(separator: ", "))."
    case .unknown(let word):
      "Unknown command '\(word)'. Commands: \(Command.words.joined(separator: ", "))."
    case .invalid(let usage, let given) where given.isEmpty:
      "Missing argument. Usage: \(usage)."
    case .invalid(let usage, let given):
      "Cannot use '\(given.joined(separator: " "))'. Usage: \(usage)."
    case .notOneOf("", let commands):
      "Type a command: \(commands.joined(separator: ", "))."
    case .notOneOf(let word, let commands):
      "Unknown command '\(word)'. Commands: \(commands.joined(separator: ", "))."
    }
  }
}
