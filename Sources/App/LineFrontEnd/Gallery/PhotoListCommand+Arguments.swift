import Coordinators
import Models

// The argument grammar of the photo list's commands, one small function each, so every refusal
// names exactly what that command accepts.
extension PhotoListCommand {
  /// The most rows a page can hold: one a line of the tallest screen the samples draw.
  static let rowLimit = 1_000

  static func grouping(_ arguments: [String]) throws(CommandError) -> PhotoGrouping {
    guard arguments.count == 1, let grouping = PhotoGrouping(rawValue: arguments[0]) else {
      throw .invalid(usage: "group album|none", given: arguments)
    }
    return grouping
  }

  static func albumFilter(_ arguments: [String]) throws(CommandError) -> AlbumFilter {
    if arguments == ["all"] { return .all }
    // Digits past `Int.max` are refused like any other non-number; an album that does not
    // exist is the list's to refuse, naming the albums there are.
    let album = try CommandArguments.positive(arguments, usage: "album N|all")
    return .album(album)
  }

  /// The row `open N` names: 1 up to the most rows a page can hold.
  static func row(_ arguments: [String]) throws(CommandError) -> Int {
    try CommandArguments.number(
      arguments, usage: "open N", in: 1...rowLimit, meaning: "the number of a row on this page")
  }
}

extension VideoSource {
  /// How `post-video` is typed.
  static let usage = "post-video file PATH|asset ID"

  /// Parses what follows `post-video`: `file PATH` (the path kept exactly) or `asset ID`.
  init(parsing rest: String) throws(CommandError) {
    let typed = TypedLine(rest)
    switch typed.word.lowercased() {
    case "file" where !typed.rest.isEmpty: self = .file(typed.rest)
    case "asset" where typed.arguments.count == 1: self = .asset(typed.rest)
    default: throw .invalid(usage: Self.usage, given: typed.arguments.isEmpty ? [] : [rest])
    }
  }
}
