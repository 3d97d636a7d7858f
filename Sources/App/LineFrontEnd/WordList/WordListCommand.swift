import Models
import ViewModels
import Views
import Words

/// One thing a person can ask the word list to do, parsed from a line of input; ``catalog``
/// says what each does.
///
/// ```swift
/// try WordListCommand(parsing: "rename 3 Pear")  // .rename(row: 3, to: "Pear")
/// try WordListCommand(parsing: "churn lots")     // throws: Cannot use 'lots'. Usage: churn N …
/// ```
public enum WordListCommand: ScreenCommand {
  case help, next, previous, quit
  /// Add a word, exactly as typed.
  case add(String)
  case delete(row: Int)
  case rename(row: Int, to: String)
  case churn(Int)
  /// Keep words containing the text; empty shows all.
  case search(String)
  case sort(WordSort)
  /// Split words by initial letter, or not.
  case group(Bool)

  /// The most changes one `churn` makes: a script waits for the whole churn, so the bound keeps
  /// that wait to seconds (100,000 changes take about ten in a debug build).
  public static let churnLimit = 100_000

  /// Parses one line; surrounding spaces are ignored, the command word is not case-sensitive,
  /// and words and search terms keep their text exactly.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    let arguments = typed.arguments
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "add":
      guard !typed.rest.isEmpty else { throw .invalid(usage: "add WORD", given: []) }
      self = .add(typed.rest)
    case "delete", "del":
      self = .delete(row: try CommandArguments.positive(arguments, usage: "delete N"))
    case "rename":
      let usage = "rename N WORD"
      guard arguments.count >= 2 else { throw .invalid(usage: usage, given: arguments) }
      let row = try CommandArguments.positive(Array(arguments.prefix(1)), usage: usage)
      let text = TypedLine(typed.rest).rest
      self = .rename(row: row, to: text)
    case "churn":
      self = .churn(
        try CommandArguments.number(
          arguments, usage: "churn N", in: 1...Self.churnLimit, meaning: "1 to \(Self.churnLimit)"))
    case "search": self = .search(typed.rest)
    case "sort":
      self = .sort(try CommandArguments.sort(arguments, usage: "sort text|added [asc|desc]"))
    case "group":
      guard arguments.count == 1, ["letter", "none"].contains(arguments[0]) else {
        throw .invalid(usage: "group letter|none", given: arguments)
      }
      self = .group(arguments[0] == "letter")
    case "next", "n": self = try CommandArguments.bare(.next, typed)
    case "prev", "p": self = try CommandArguments.bare(.previous, typed)
    case "quit", "q", "exit": self = try CommandArguments.bare(.quit, typed)
    default: throw .notOneOf(typed.word, commands: Self.words)
    }
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = [
    .help,
    CommandHelp(usage: "add WORD", summary: "Add WORD to the list and save."),
    CommandHelp(usage: "delete N", summary: "Delete the word in row N and save."),
    CommandHelp(usage: "rename N WORD", summary: "Rename the word in row N to WORD and save."),
    CommandHelp(
      usage: "churn N", summary: "Make N random adds, renames and deletes, saving after each."),
    CommandHelp(
      usage: "search TEXT",
      summary: "Keep words containing TEXT, ignoring case and accents; 'search' alone clears it."
    ),
    CommandHelp(
      usage: "sort text|added [desc]", summary: "Order words alphabetically or as added."),
    CommandHelp(
      usage: "group letter|none", summary: "One section per initial letter, or one list."),
    .next,
    .previous,
    CommandHelp(usage: "quit", summary: "Leave the word list."),
  ]
}

extension WordListCommand {
  /// What the person reads when the word list refused an intent: paging reads as in the Gallery,
  /// with the command that helps; the list's own refusals need no command, and are worded in
  /// `WordListWords` (in Words).
  ///
  /// ```swift
  /// WordListCommand.refusal(.noSuchRow(7, count: 5))  // "No word 7: choose 1–5."
  /// ```
  static func refusal(_ refusal: WordListRefusal) -> Message {
    .error(
      refusal.words(noun: "word", empty: "the list is empty", failure: WordListWords.refusal))
  }
}
