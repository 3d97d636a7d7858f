import Models

/// The argument shapes several screens' commands share, so each refusal is worded one way.
///
/// ```swift
/// let typed = TypedLine("open 3")
/// try CommandArguments.positive(typed.arguments, usage: "open N")  // 3
/// try CommandArguments.bare(AlbumsCommand.quit, TypedLine("quit now"))
/// // throws CommandError.invalid(usage: "quit", given: ["now"])
/// ```
public enum CommandArguments {
  /// `command` when the line has no arguments; otherwise a refusal showing the bare word.
  public static func bare<Command>(
    _ command: Command, _ typed: TypedLine
  ) throws(CommandError) -> Command {
    guard typed.arguments.isEmpty else {
      throw .invalid(usage: typed.word.lowercased(), given: typed.arguments)
    }
    return command
  }

  /// The one whole number in `arguments`, if it lies in `range` (too many digits for an `Int`
  /// are refused too); otherwise a refusal naming what was typed and, through `meaning`, what is
  /// allowed.
  public static func number(
    _ arguments: [String], usage: String, in range: ClosedRange<Int>, meaning: String
  ) throws(CommandError) -> Int {
    guard arguments.count == 1, let number = Int(arguments[0]), range.contains(number) else {
      throw .invalid(usage: "\(usage) (N \(meaning))", given: arguments)
    }
    return number
  }

  /// The one positive whole number `arguments` must be: a row of a list, an album. The refusal
  /// shows `usage` with what N may be.
  public static func positive(_ arguments: [String], usage: String) throws(CommandError) -> Int {
    try number(arguments, usage: usage, in: 1...Int.max, meaning: "a positive whole number")
  }

  /// A sort on the field `arguments` names, then `asc` (the default) or `desc`; `usage` names
  /// the fields.
  public static func sort<Field: RawRepresentable<String> & Hashable & Sendable>(
    _ arguments: [String], usage: String
  ) throws(CommandError) -> ListSort<Field> {
    guard (1...2).contains(arguments.count), let field = Field(rawValue: arguments[0]) else {
      throw .invalid(usage: usage, given: arguments)
    }
    switch arguments.dropFirst().first {
    case nil, "asc": return ListSort(field: field)
    case "desc": return ListSort(field: field, ascending: false)
    default: throw .invalid(usage: usage, given: arguments)
    }
  }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
