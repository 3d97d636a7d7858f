import Coordinators
import Models
import ViewModels
import Views

/// One thing a person can ask the posts screen to do, parsed from a line of input; ``catalog``
/// says what each does. A word of the photo list is refused with a pointer back to it.
///
/// ```swift
/// try PostsCommand(parsing: "search qui")  // .search("qui"): posts whose title has it
/// try PostsCommand(parsing: "open 3")      // .open(3): the post in row 3, with its comments
/// ```
public enum PostsCommand: GalleryScreenCommand {
  case help, next, previous, back, refresh, retry, quit
  /// Keep posts whose title contains the text, in any case; empty clears the search.
  case search(String)
  /// Show the post in the numbered row.
  case open(Int)

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "search": self = .search(typed.rest)
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
  public static let catalog: [CommandHelp] = [
    CommandHelp(usage: "help", summary: "Show every command with what it does."),
    CommandHelp(
      usage: "search TEXT",
      summary: "Keep posts whose title contains TEXT, ignoring case; 'search' alone clears it."),
    CommandHelp(usage: "open N", summary: "Show the post in row N with its comments."),
    CommandHelp(usage: "next", summary: "Show the next page."),
    CommandHelp(usage: "prev", summary: "Show the previous page."),
    CommandHelp(usage: "back", summary: "Return to the photo list."),
    CommandHelp(usage: "refresh", summary: "Load the posts again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]
}

// The posts: their commands handled, their keys at a terminal, and their refusals' words.
extension GalleryLines {
  func onPosts(_ command: PostsCommand, _ posts: PostListViewModel) -> Task<Void, Never>? {
    do throws(GalleryRefusal) {
      switch command {
      case .help: showsHelp = true
      case .search(let text):
        posts.search(text)
        resetPage(of: posts)
      case .open(let row):
        let id = try idOnPage(row)
        return try refused(\.asGalleryRefusal) { () throws(PostListError) in
          try showing { () throws(PostListError) in try posts.open(id as? Post.ID ?? -1)
          }
        }
      case .next: try paging(.next)
      case .previous: try paging(.previous)
      case .back: goBack()
      case .refresh: return Task { await posts.load() }
      case .retry: return Task { await refusing(posts.retry) }
      case .quit: coordinator.quit()
      }
    } catch {
      refuse(error)
    }
    return nil
  }

  /// The posts' keys: Enter opens the post under the cursor, `/` searches their titles.
  func postsKeys(_ posts: PostListViewModel) -> ScreenKeys {
    ScreenKeys(
      primary: .init(verb: "open", summary: "Show the post under the cursor with its comments.") {
        id in
        self.run { () throws(PostListError) in
          try self.showing { () throws(PostListError) in
            try posts.open(id as? Post.ID ?? -1)
          }
        }
      },
      bindings: [.init("r", "Load the posts again.") { Task { await posts.load() } }],
      search: .init(term: posts.search) { text in
        posts.search(text)
        self.resetPage(of: posts)
      },
      hints: "↑↓ move · Enter open · / search · Esc back · r refresh")
  }
}

extension PostListError: GalleryRefusing {
  var galleryWords: String {
    switch self {
    case .noSuchPost(let id): "Post \(id) is no longer in the list."
    }
  }
}

extension PostListView: PagedView {}
