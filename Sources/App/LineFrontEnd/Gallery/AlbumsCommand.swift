import Coordinators
import Models
import ViewModels
import Views

/// One thing a person can ask the albums screen to do, parsed from a line of input; ``catalog``
/// says what each does. A word of the photo list is refused with a pointer back to it.
///
/// ```swift
/// try AlbumsCommand(parsing: "open 3")      // .open(3): that album's photos
/// try AlbumsCommand(parsing: "search dog")  // throws: That works on the photo list; …
/// ```
public enum AlbumsCommand: GalleryScreenCommand {
  case help, next, previous, back, refresh, retry, quit
  /// Show the photos of the album in the numbered row.
  case open(Int)

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
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
    CommandHelp(usage: "open N", summary: "Show the photos of the album in row N."),
    CommandHelp(usage: "next", summary: "Show the next page."),
    CommandHelp(usage: "prev", summary: "Show the previous page."),
    CommandHelp(usage: "back", summary: "Return to the photo list."),
    CommandHelp(usage: "refresh", summary: "Load the albums again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]
}

// The albums: their commands handled, and their keys at a terminal.
extension GalleryLines {
  func onAlbums(_ command: AlbumsCommand, _ albums: AlbumsViewModel) -> Task<Void, Never>? {
    do throws(GalleryRefusal) {
      switch command {
      case .help: showsHelp = true
      case .open(let row):
        let id = try idOnPage(row)
        return try refused(GalleryRefusal.albums) { () throws(AlbumsError) in
          try showing { () throws(AlbumsError) in try albums.open(id as? Album.ID ?? -1)
          }
        }
      case .next: try paging(.next)
      case .previous: try paging(.previous)
      case .back: goBack()
      case .refresh:
        resetPage(of: albums)
        return Task { await albums.load() }
      case .retry:
        resetPage(of: albums)
        return Task { await refusing(albums.retry) }
      case .quit: coordinator.quit()
      }
    } catch {
      refuse(error)
    }
    return nil
  }

  /// The albums' keys: Enter shows the photos of the album under the cursor.
  func albumsKeys(_ albums: AlbumsViewModel) -> ScreenKeys {
    ScreenKeys(
      primary: .init(verb: "open", summary: "Show the photos of the album under the cursor.") {
        id in
        self.run { () throws(AlbumsError) in
          try self.showing { () throws(AlbumsError) in
            try albums.open(id as? Album.ID ?? -1)
          }
        }
      },
      bindings: [
        .init("r", "Load the albums again.") {
          self.resetPage(of: albums)
          return Task { await albums.load() }
        }
      ],
      hints: "↑↓ move · Enter open · Esc back · r refresh")
  }
}

extension AlbumsError: GalleryRefusing {
  var galleryWords: String {
    switch self {
    case .noSuchAlbum(let id): "Album \(id) is no longer in the list."
    }
  }
}

extension AlbumsView: PagedView {}
