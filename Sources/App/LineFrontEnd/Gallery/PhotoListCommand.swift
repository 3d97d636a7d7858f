import Coordinators
import Models
import ViewModels
import Views
import Words

/// One thing a person can ask the photo list to do, parsed from a line of input; ``catalog``
/// says what each does. Parsing is separate from acting, so every spelling and every mistake is
/// tested without a screen.
///
/// ```swift
/// try PhotoListCommand(parsing: "sort title desc")  // .sort(PhotoSort(field: .title, ascending: false))
/// try PhotoListCommand(parsing: "fly")              // throws: Unknown command 'fly'. Commands: help, …
/// ```
public enum PhotoListCommand: GalleryScreenCommand {
  case help, next, previous, refresh, retry, albums, posts, people, favorites, quit
  /// Leave the list when it was opened over another screen; help does not list it.
  case back
  /// Keep photos whose title contains the text, exactly as typed; empty clears the search.
  case search(String)
  case sort(PhotoSort)
  case group(PhotoGrouping)
  case album(AlbumFilter)
  /// Open the photo in the numbered row.
  case open(Int)
  /// Open the video-post flow for a file or a media-library asset; nil lists the choices.
  case postVideo(VideoSource?)

  /// The command words, in the order a refusal lists them: the help's, and `back`.
  public static let words = [
    "help", "search", "sort", "group", "album", "open", "next", "prev", "back", "refresh",
    "retry", "post-video", "albums", "posts", "people", "favorites", "quit",
  ]

  /// Parses one line; surrounding spaces are ignored, the command word is not
  /// case-sensitive, and a search keeps its text exactly.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    let arguments = typed.arguments
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "search": self = .search(typed.rest)
    case "sort":
      self = .sort(try CommandArguments.sort(arguments, usage: "sort title|id [asc|desc]"))
    case "group": self = .group(try Self.grouping(arguments))
    case "album": self = .album(try Self.albumFilter(arguments))
    case "open": self = .open(try Self.row(arguments))
    case "next", "n": self = try CommandArguments.bare(.next, typed)
    case "prev", "p": self = try CommandArguments.bare(.previous, typed)
    case "back", "b": self = try CommandArguments.bare(.back, typed)
    case "refresh": self = try CommandArguments.bare(.refresh, typed)
    case "retry": self = try CommandArguments.bare(.retry, typed)
    case "post-video":
      self = .postVideo(typed.rest.isEmpty ? nil : try VideoSource(parsing: typed.rest))
    case "albums": self = try CommandArguments.bare(.albums, typed)
    case "posts": self = try CommandArguments.bare(.posts, typed)
    case "people": self = try CommandArguments.bare(.people, typed)
    case "favorites": self = try CommandArguments.bare(.favorites, typed)
    case "quit", "q", "exit": self = try CommandArguments.bare(.quit, typed)
    default: throw .notOneOf(typed.word, commands: Self.words)
    }
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = [
    .help,
    CommandHelp(
      usage: "search TEXT",
      summary: "Keep photos whose title contains TEXT, ignoring case and accents; "
        + "'search' alone clears it."),
    CommandHelp(
      usage: "sort title|id [desc]", summary: "Order photos by title or id; desc reverses."),
    CommandHelp(usage: "group album|none", summary: "One section per album, or one list."),
    CommandHelp(usage: "album N|all", summary: "Show only album N's photos, or every album's."),
    CommandHelp(usage: "open N", summary: "Show the photo in row N of this page."),
    .next,
    .previous,
    CommandHelp(usage: "refresh", summary: "Load the photos again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(
      usage: "post-video",
      summary: "Post a video: 'post-video file PATH', or 'post-video asset ID' from the "
        + "media library; alone, it lists the assets."),
    CommandHelp(usage: "albums", summary: "List the albums by title; 'open N' shows one's photos."),
    CommandHelp(usage: "posts", summary: "List the posts; 'open N' shows one with its comments."),
    CommandHelp(usage: "people", summary: "List the users; 'open N' shows one's profile."),
    CommandHelp(
      usage: "favorites", summary: "List the favorite photos; 'open N' shows one's photo."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]
}

// The photo list: its commands handled, its keys at a terminal and its rows, with its view
// model's types.
extension GalleryLines {
  /// The photo list as the line front end drives it.
  func photoList(_ list: PhotoListViewModel) -> ScreenLines {
    let listing = { self.listing(of: list) }
    return ScreenLines(
      self, PhotoListCommand.self, listing: listing, on: { self.onList($0, list) },
      keys: { self.listKeys(list) }
    ) { screen, commands, message in
      PhotoListView.frame(
        for: list.state, pager: self.pager(of: listing()), on: screen, commands: commands,
        message: message)
    }
  }

  /// The photos the list shows, with their ids.
  private func listing(of list: PhotoListViewModel) -> Listing {
    guard case .loaded(let content) = list.state else { return Listing(list, PhotoListView.self) }
    return Listing(
      list, PhotoListView.self, layout: PhotoListView.layout(of: content),
      id: { content.rows[$0]?.id }, path: content.rows.path(of:))
  }

  func onList(_ command: PhotoListCommand, _ list: PhotoListViewModel) -> Task<Void, Never>? {
    do throws(GalleryRefusal) {
      switch command {
      case .help: showsHelp = true
      case .search(let term): requery(list) { list.search(term) }
      case .sort(let sort): requery(list) { list.sort(sort) }
      case .group(let grouping): requery(list) { list.group(grouping) }
      case .album(let filter): filtering(list, by: filter)
      case .open(let row):
        let id = try idOnPage(row, as: Photo.ID.self)
        return try refused(GalleryRefusal.photoList) { () throws(PhotoListError) in
          try showing { () throws(PhotoListError) in try list.open(id) }
        }
      case .next: try paging(.next)
      case .previous: try paging(.previous)
      case .back: goBack()
      case .refresh: return Task { await list.load() }
      case .retry: return Task { await refusing(list.retry) }
      case .postVideo(let source?): return openVideoPost(source)
      case .postVideo(nil): return listVideoChoices()
      case .albums: return showing { coordinator.path.append(.albums) }
      case .posts: return showing { coordinator.path.append(.posts) }
      case .people: return showing { coordinator.path.append(.people) }
      case .favorites: return showing { coordinator.path.append(.favorites) }
      case .quit: coordinator.quit()
      }
    } catch {
      refuse(error)
    }
    return nil
  }

  /// Runs a query intent on `list` (a search, a sort, a grouping); the list starts again at its
  /// top, as the rows it shows are new.
  public func requery(_ list: PhotoListViewModel, _ intent: () -> Void) {
    intent()
    resetPage(of: list)
  }

  fileprivate func filtering(_ list: PhotoListViewModel, by filter: AlbumFilter) {
    do throws(PhotoListError) {
      try list.filter(filter)
      resetPage(of: list)
    } catch {
      refuse(.photoList(error))
    }
  }

  /// The photo list's keys: Enter opens the photo under the cursor, `/` searches as you type.
  func listKeys(_ list: PhotoListViewModel) -> ScreenKeys {
    ScreenKeys(
      primary: .init(verb: "open", summary: "Open the photo under the cursor.") {
        (id: Photo.ID) in
        self.run { () throws(PhotoListError) in
          try self.showing { () throws(PhotoListError) in try list.open(id) }
        }
      },
      bindings: [
        .init("s", "Sort by id ↑, id ↓, title ↑, title ↓ in turn.") {
          self.requery(list) { list.sort(Self.sort(after: list.query.sort)) }
          return nil
        },
        .init("g", "Group by album, or not.") {
          self.requery(list) { list.group(list.query.grouping == .none ? .album : .none) }
          return nil
        },
        .init("a", "List the albums.") { self.showing { self.coordinator.path.append(.albums) } },
        .init("r", "Load the photos again.") { Task { await list.load() } },
      ],
      search: .init(term: list.query.searchTerm) { term in
        self.requery(list) { list.search(term) }
      },
      hints: "↑↓ move · Enter open · / search · s sort · g group · r refresh")
  }

  /// The sort `s` moves to from `sort`: by id ↑, id ↓, title ↑, title ↓, and round again.
  static func sort(after sort: PhotoSort) -> PhotoSort {
    switch (sort.field, sort.ascending) {
    case (.id, true): PhotoSort(field: .id, ascending: false)
    case (.id, false): PhotoSort(field: .title, ascending: true)
    case (.title, true): PhotoSort(field: .title, ascending: false)
    case (.title, false): PhotoSort(field: .id, ascending: true)
    }
  }
}

extension PhotoListError: GalleryRefusing {
  var galleryWords: String { PhotoListWords.refusal(self) }
}

extension PhotoListView: PagedView {}
