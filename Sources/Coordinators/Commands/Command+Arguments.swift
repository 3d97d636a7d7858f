import Models

// The argument grammar of each command, one small function each, so every refusal names
// exactly what that command accepts.
extension Command {
  static func bare(
    _ command: Command, _ word: String, _ arguments: [String]
  ) throws(CommandError)
    -> Command
  {
    guard arguments.isEmpty else { throw .invalid(usage: word.lowercased(), given: arguments) }
    return command
  }

  static func sort(_ arguments: [String]) throws(CommandError) -> PhotoSort {
    let usage = "sort title|id [asc|desc]"
    guard (1...2).contains(arguments.count),
      let field = PhotoSort.Field(rawValue: arguments[0])
    else { throw .invalid(usage: usage, given: arguments) }
    switch arguments.dropFirst().first {
    case nil, "asc": return PhotoSort(field: field, ascending: true)
    case "desc": return PhotoSort(field: field, ascending: false)
    default: throw .invalid(usage: usage, given: arguments)
    }
  }

  static func grouping(_ arguments: [String]) throws(CommandError) -> PhotoGrouping {
    guard arguments.count == 1, let grouping = PhotoGrouping(rawValue: arguments[0]) else {
      throw .invalid(usage: "group album|none", given: arguments)
    }
    return grouping
  }

  static func albumFilter(_ arguments: [String]) throws(CommandError) -> AlbumFilter {
    let usage = "album N|all (N a positive whole number)"
    guard arguments.count == 1 else { throw .invalid(usage: usage, given: arguments) }
    if arguments[0] == "all" { return .all }
    guard let album = Int(arguments[0]), album > 0 else {
      throw .invalid(usage: usage, given: arguments)
    }
    return .album(album)
  }

  static func row(_ arguments: [String]) throws(CommandError) -> Int {
    guard arguments.count == 1, let row = Int(arguments[0]), row > 0 else {
      throw .invalid(usage: "open N (N the number of a row on this page)", given: arguments)
    }
    return row
  }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
