import Coordinators
import Models
import ViewModels
import Views

/// One thing a person can ask a list screen of one section to do (the albums, the posts, the
/// next list a student adds), parsed from a line of input; ``catalog`` says what each does. The
/// commands are declared once: what differs between the lists, their words and whether they
/// search, comes from `List`. A word of the photo list is refused with a pointer back to it.
///
/// ```swift
/// try AlbumsCommand(parsing: "open 3")      // .open(3): that album's photos
/// try AlbumsCommand(parsing: "search dog")  // throws: the albums have no search
/// try PostsCommand(parsing: "search qui")   // .search("qui"): posts whose title has it
/// ```
public enum ListCommand<List: ListScreenWords>: GalleryScreenCommand {
  case help, next, previous, back, refresh, retry, quit
  /// Keep the rows whose text contains this, in any case; empty clears the search. Only on a
  /// list with a search (``ListScreenWords/searches``).
  case search(String)
  /// Show the entity in the numbered row.
  case open(Int)

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "search" where List.searches != nil: self = .search(typed.rest)
    case "open": self = .open(try PhotoListCommand.row(typed.arguments))
    case "next", "n": self = try CommandArguments.bare(.next, typed)
    case "prev", "p": self = try CommandArguments.bare(.previous, typed)
    case "back", "b": self = try CommandArguments.bare(.back, typed)
    case "refresh": self = try CommandArguments.bare(.refresh, typed)
    case "retry": self = try CommandArguments.bare(.retry, typed)
    case "quit", "q", "exit": self = try CommandArguments.bare(.quit, typed)
    default:
      throw CommandError.notOneOf(typed.word, commands: Self.words)
        .pointingToPhotoList(for: line)
    }
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static var catalog: [CommandHelp] {
    let search = List.searches.map { [CommandHelp(usage: "search TEXT", summary: $0)] } ?? []
    return [CommandHelp.help]
      + search + [
        CommandHelp(usage: "open N", summary: List.opening("in row N")),
        .next,
        .previous,
        CommandHelp(usage: "back", summary: "Return to the photo list."),
        CommandHelp(usage: "refresh", summary: "Load \(List.rows) again."),
        CommandHelp(usage: "retry", summary: "Try a failed load again."),
        CommandHelp(usage: "quit", summary: "Leave the Gallery."),
      ]
  }
}

/// What one list screen's commands and keys say that another's do not: the words a list of one
/// section passes to ``ListCommand``, so its commands, keys and help need no declaration of
/// their own.
public protocol ListScreenWords: Sendable {
  /// The rows as a command names them: "the albums".
  static var rows: SafeText { get }
  /// What opening a row does, with `which` saying which row ("in row N", "under the cursor"):
  /// "Show the photos of the album in row N."
  static func opening(_ which: SafeText) -> SafeText
  /// What `search TEXT` does; nil for a list without a search.
  static var searches: SafeText? { get }
}

/// The albums' commands.
public typealias AlbumsCommand = ListCommand<AlbumsList>
/// The posts' commands.
public typealias PostsCommand = ListCommand<PostsList>

/// The albums' words: every album with its owner and photo count; no search.
public enum AlbumsList: ListScreenWords {
  public static let rows: SafeText = "the albums"
  public static func opening(_ which: SafeText) -> SafeText {
    "Show the photos of the album \(which)."
  }
  public static let searches: SafeText? = nil
}

/// The posts' words: every post by title, narrowed by a search.
public enum PostsList: ListScreenWords {
  public static let rows: SafeText = "the posts"
  public static func opening(_ which: SafeText) -> SafeText {
    "Show the post \(which) with its comments."
  }
  public static let searches: SafeText? =
    "Keep posts whose title contains TEXT, ignoring case; 'search' alone clears it."
}

extension AlbumsError: GalleryRefusing {
  var galleryWords: String {
    switch self {
    case .noSuchAlbum(let id): "Album \(id) is no longer in the list."
    }
  }
}

extension PostListError: GalleryRefusing {
  var galleryWords: String {
    switch self {
    case .noSuchPost(let id): "Post \(id) is no longer in the list."
    }
  }
}
