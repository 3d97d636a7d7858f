import LineFrontEnd
import Models
import Views

/// One thing a person can ask the word shelf to do, parsed from a line of input, in the shape
/// every screen's commands share (``ScreenCommand``).
///
/// ```swift
/// try WordShelfCommand(parsing: "sort added desc")  // .sort(ShelfSort(field: .added, ...))
/// try WordShelfCommand(parsing: "sort size")        // throws: Cannot use 'size'. Usage: …
/// ```
public enum WordShelfCommand: ScreenCommand {
  /// Show every command with what it does.
  case help
  /// Keep words containing the text; empty shows all.
  case search(String)
  /// Order the words.
  case sort(ShelfSort)
  /// Leave.
  case quit

  /// The command words, in the order help lists them.
  public static let words = ["help", "search", "sort", "quit"]

  /// How `sort` is typed: its fields, then an optional direction.
  static let sortUsage = "sort text|added [asc|desc]"

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let parts = line.split(whereSeparator: \.isWhitespace).map(String.init)
    let arguments = parts.dropFirst().map { $0.lowercased() }
    switch parts.first?.lowercased() ?? "" {
    case "help": self = try Self.bare(.help, "help", arguments)
    case "search": self = .search(parts.dropFirst().joined(separator: " "))
    case "sort": self = .sort(try Self.sort(arguments))
    case "quit": self = try Self.bare(.quit, "quit", arguments)
    case let word: throw .notOneOf(word, commands: Self.words)
    }
  }

  private static func bare(
    _ command: Self, _ word: String, _ arguments: [String]
  ) throws(CommandError) -> Self {
    guard arguments.isEmpty else { throw .invalid(usage: word, given: arguments) }
    return command
  }

  private static func sort(_ arguments: [String]) throws(CommandError) -> ShelfSort {
    guard (1...2).contains(arguments.count), let field = ShelfSortField(rawValue: arguments[0])
    else { throw .invalid(usage: sortUsage, given: arguments) }
    switch arguments.dropFirst().first {
    case nil, "asc": return ShelfSort(field: field, ascending: true)
    case "desc": return ShelfSort(field: field, ascending: false)
    default: throw .invalid(usage: sortUsage, given: arguments)
    }
  }

  /// What each command does, as the help line shows it; `help` first.
  public static let catalog: [CommandHelp] = [
    CommandHelp(usage: "help", summary: "Show every command with what it does."),
    CommandHelp(usage: "search TEXT", summary: "Keep words containing TEXT."),
    CommandHelp(
      usage: "sort text|added [desc]", summary: "Order words alphabetically or as added."),
    CommandHelp(usage: "quit", summary: "Leave the shelf."),
  ]
}
