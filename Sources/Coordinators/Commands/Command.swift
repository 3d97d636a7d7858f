import Models

/// One thing a person can ask the Gallery to do, parsed from a line of input.
///
/// Parsing is separate from acting, so every spelling and every mistake is tested without a
/// screen, and the coordinator switches over a closed set of intents.
///
/// ```swift
/// try Command(parsing: "sort title desc")  // .sort(PhotoSort(field: .title, ascending: false))
/// try Command(parsing: "fly")              // throws: Unknown command 'fly'. Commands: help, …
/// ```
public enum Command: Hashable, Sendable {
  /// Show every command with what it does.
  case help
  /// Keep photos whose title contains the text; empty clears the search.
  case search(String)
  /// Order photos by a field and direction.
  case sort(PhotoSort)
  /// Split photos into sections, or not.
  case group(PhotoGrouping)
  /// Show one album's photos, or all.
  case album(AlbumFilter)
  /// Open the photo in the numbered row.
  case open(Int)
  /// Show the next page.
  case next
  /// Show the previous page.
  case previous
  /// Leave the current screen.
  case back
  /// Load the current screen's data again.
  case refresh
  /// Try a failed load again.
  case retry
  /// Open the video-post flow for a file or a media-library asset; nil lists the choices.
  case postVideo(VideoSource?)
  /// Leave the app.
  case quit

  /// The command words, in the order help lists them.
  public static let words = [
    "help", "search", "sort", "group", "album", "open", "next", "prev", "back", "refresh",
    "retry", "post-video", "quit",
  ]

  /// Parses one line of input; surrounding spaces are ignored, the command word is not
  /// case-sensitive, and a search keeps its text exactly.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    let (word, rest, arguments) = (typed.word, typed.rest, typed.arguments)
    switch word.lowercased() {
    case "help", "?": self = try Self.bare(.help, word, arguments)
    case "search": self = .search(rest)
    case "sort": self = .sort(try Self.sort(arguments))
    case "group": self = .group(try Self.grouping(arguments))
    case "album": self = .album(try Self.albumFilter(arguments))
    case "open": self = .open(try Self.row(arguments))
    case "next", "n": self = try Self.bare(.next, word, arguments)
    case "prev", "p": self = try Self.bare(.previous, word, arguments)
    case "back", "b": self = try Self.bare(.back, word, arguments)
    case "refresh": self = try Self.bare(.refresh, word, arguments)
    case "retry": self = try Self.bare(.retry, word, arguments)
    case "post-video": self = .postVideo(rest.isEmpty ? nil : try VideoSource(parsing: rest))
    case "quit", "q", "exit": self = try Self.bare(.quit, word, arguments)
    case "": throw .empty
    default: throw .unknown(word)
    }
  }
}
