import Coordinators
import Models
import ViewModels
import Views
import Words

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
  /// list whose words have a search.
  case search(String)
  /// Show the entity in the numbered row.
  case open(Int)

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "search" where List.words.searches != nil: self = .search(typed.rest)
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
    let search = List.words.searches.map { keeps in
      [
        CommandHelp(
          usage: "search TEXT", summary: "\(untrusted: keeps("TEXT")); 'search' alone clears it.")
      ]
    }
    return [CommandHelp.help]
      + (search ?? []) + [
        CommandHelp(usage: "open N", summary: SafeText(untrusted: List.words.opening("in row N"))),
        .next,
        .previous,
        CommandHelp(usage: "back", summary: "Return to the photo list."),
        CommandHelp(usage: "refresh", summary: SafeText(untrusted: List.words.reloading)),
        CommandHelp(usage: "retry", summary: "Try a failed load again."),
        CommandHelp(usage: "quit", summary: "Leave the Gallery."),
      ]
  }
}

/// The albums' commands.
public typealias AlbumsCommand = ListCommand<AlbumsView>
/// The posts' commands.
public typealias PostsCommand = ListCommand<PostListView>

/// A list's refusal in the Gallery's words, with the list's own noun.
struct ListScreenRefusal<List: ListScreenWords, ID: Hashable & Sendable>: GalleryRefusing {
  let fact: ListError<ID>

  var galleryWords: String { FailureWords.refusal(fact, noun: List.words.noun) }
}
