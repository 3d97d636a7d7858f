import LineFrontEnd
import Views

/// One thing a person can ask the users screen to do, parsed from a line of input, in the
/// shape every screen's commands share (``ScreenCommand``).
///
/// ```swift
/// try UsersCommand(parsing: "open 3")  // .open(3): that user's albums
/// try UsersCommand(parsing: "open x")  // throws: Cannot use 'x'. Usage: open N …
/// ```
public enum UsersCommand: ScreenCommand {
  /// Show every command with what it does.
  case help
  /// Show the albums of the user in the numbered row.
  case open(Int)
  /// Load the users again.
  case refresh
  /// Try a failed load again.
  case retry
  /// Return to the screen this one was opened from.
  case back
  /// Leave the app.
  case quit

  /// The command words, in the order a refusal lists them.
  public static let words = ["help", "open", "refresh", "retry", "back", "quit"]

  /// How `open` is typed, as a refusal shows it.
  static let openUsage = "open N (N a row number from 1)"

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let parts = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    let word = parts.first ?? ""
    let arguments = Array(parts.dropFirst())
    switch word {
    case "open":
      // Int(_:) refuses digits too many for an Int, so no input can trap here.
      guard arguments.count == 1, let row = Int(arguments[0]), row >= 1 else {
        throw .invalid(usage: Self.openUsage, given: arguments)
      }
      self = .open(row)
    case "help", "?": self = try Self.bare(.help, word, arguments)
    case "refresh": self = try Self.bare(.refresh, word, arguments)
    case "retry": self = try Self.bare(.retry, word, arguments)
    case "back", "b": self = try Self.bare(.back, word, arguments)
    case "quit", "q": self = try Self.bare(.quit, word, arguments)
    default: throw .notOneOf(word, commands: Self.words)
    }
  }

  /// `command` when the line has no arguments; otherwise a refusal showing the bare word.
  private static func bare(
    _ command: Self, _ word: String, _ arguments: [String]
  ) throws(CommandError) -> Self {
    guard arguments.isEmpty else { throw .invalid(usage: word, given: arguments) }
    return command
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = [
    CommandHelp(usage: "help", summary: "Show every command with what it does."),
    CommandHelp(usage: "open N", summary: "Show the albums of the user in row N."),
    CommandHelp(usage: "refresh", summary: "Load the users again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(usage: "back", summary: "Return to where you came from."),
    CommandHelp(usage: "quit", summary: "Leave."),
  ]
}
