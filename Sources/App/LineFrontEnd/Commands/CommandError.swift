/// Why a line is not a command of the screen in front: one line naming what is valid, which may
/// quote what was typed (the view that shows it makes it safe).
public enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A known command with arguments it does not take.
  case invalid(usage: String, given: [String])
  /// A word (empty for a blank line) that is none of `commands`, the screen's words.
  case notOneOf(String, commands: [String])
  /// A command of another screen, named (e.g. "the photo list"), that `back` returns to.
  case belongsTo(String)

  /// One line: what was wrong, then what is valid.
  public var description: String {
    switch self {
    case .invalid(let usage, let given) where given.isEmpty: "Missing argument. Usage: \(usage)."
    case .invalid(let usage, let given):
      "Cannot use '\(given.joined(separator: " "))'. Usage: \(usage)."
    case .notOneOf("", let commands): "Type a command: \(commands.joined(separator: ", "))."
    case .notOneOf(let word, let commands):
      "Unknown command '\(word)'. Commands: \(commands.joined(separator: ", "))."
    case .belongsTo(let screen): "That works on \(screen); 'back' returns to it."
    }
  }
}
