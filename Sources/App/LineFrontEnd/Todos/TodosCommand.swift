import Models
import ViewModels
import Views
import Words

/// One thing a person can ask the todo list to do, parsed from a line of input; ``catalog``
/// says what each does. Row numbers are the line front end's: ``TodosLines`` resolves them to
/// todos' ids before the view model is asked.
///
/// ```swift
/// try TodosCommand(parsing: "edit 3 Call Mum")  // .edit(row: 3, to: "Call Mum")
/// try TodosCommand(parsing: "filter done")      // throws: Usage: filter all|active|completed
/// ```
public enum TodosCommand: ScreenCommand {
  case help, next, previous, refresh, toggleAll, clearCompleted, quit
  /// Add a todo with this title, as typed.
  case add(String)
  case toggle(row: Int)
  case edit(row: Int, to: String)
  case delete(row: Int)
  case filter(TodoFilter)

  /// Parses one line; surrounding spaces are ignored, the command word is not case-sensitive,
  /// and titles keep their text exactly.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    let arguments = typed.arguments
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "add":
      guard !typed.rest.isEmpty else { throw .invalid(usage: "add TEXT", given: []) }
      self = .add(typed.rest)
    case "toggle": self = .toggle(row: try CommandArguments.positive(arguments, usage: "toggle N"))
    case "toggle-all": self = try CommandArguments.bare(.toggleAll, typed)
    case "edit":
      let usage = "edit N TEXT"
      guard arguments.count >= 2 else { throw .invalid(usage: usage, given: arguments) }
      self = .edit(
        row: try CommandArguments.positive(Array(arguments.prefix(1)), usage: usage),
        to: TypedLine(typed.rest).rest)
    case "delete", "del":
      self = .delete(row: try CommandArguments.positive(arguments, usage: "delete N"))
    case "clear-completed": self = try CommandArguments.bare(.clearCompleted, typed)
    case "filter":
      guard arguments.count == 1, let filter = TodoFilter(rawValue: arguments[0].lowercased())
      else { throw .invalid(usage: "filter all|active|completed", given: arguments) }
      self = .filter(filter)
    case "refresh", "retry": self = try CommandArguments.bare(.refresh, typed)
    case "next", "n": self = try CommandArguments.bare(.next, typed)
    case "prev", "p": self = try CommandArguments.bare(.previous, typed)
    case "quit", "q", "exit": self = try CommandArguments.bare(.quit, typed)
    default: throw .notOneOf(typed.word, commands: Self.words)
    }
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = [
    .help,
    CommandHelp(usage: "add TEXT", summary: "Add a todo titled TEXT."),
    CommandHelp(usage: "toggle N", summary: "Mark the todo in row N done, or not done."),
    CommandHelp(usage: "edit N TEXT", summary: "Retitle the todo in row N to TEXT."),
    CommandHelp(usage: "delete N", summary: "Delete the todo in row N."),
    CommandHelp(
      usage: "toggle-all", summary: "Mark every todo done, or none when all are done already."),
    CommandHelp(usage: "clear-completed", summary: "Delete every todo that is done."),
    CommandHelp(
      usage: "filter all|active|completed", summary: "Show every todo, those left, or those done."),
    CommandHelp(usage: "refresh", summary: "Load the todos again; changes not yet saved stay."),
    .next,
    .previous,
    CommandHelp(usage: "quit", summary: "Leave the todo list."),
  ]
}

extension TodosCommand {
  /// What the person reads when the todo list refused an intent.
  ///
  /// ```swift
  /// TodosCommand.refusal(.noSuchRow(7, count: 5))  // "No todo 7: choose 1–5."
  /// ```
  static func refusal(_ refusal: TodosRefusal) -> Message {
    .error(
      refusal.words(noun: "todo", empty: "the list shows none", failure: TodoListWords.refusal))
  }
}
