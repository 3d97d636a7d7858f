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

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    // A number too long for an Int is refused like any other bad row: no input can trap.
    case "open": self = .open(try CommandArguments.positive(typed.arguments, usage: "open N"))
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "refresh": self = try CommandArguments.bare(.refresh, typed)
    case "retry": self = try CommandArguments.bare(.retry, typed)
    case "back", "b": self = try CommandArguments.bare(.back, typed)
    case "quit", "q": self = try CommandArguments.bare(.quit, typed)
    default: throw .notOneOf(typed.word, commands: Self.words)
    }
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
