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
    // Exercise 3: switch on typed.word.lowercased() to read each command and its arguments
    // (CommandArguments.bare, CommandArguments.positive); anything else is refused like this,
    // naming the word as typed and every valid one.
    throw .notOneOf(typed.word, commands: Self.words)
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = []
}
