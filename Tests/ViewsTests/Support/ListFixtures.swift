import DataEngine
import Foundation
import Models
import TerminalKit
import TestSupport
import ViewModels
import Views

/// Photo list states for view tests, built the way the view model builds them (fetched results
/// over a store of the photos) and paged the way the line front end pages them.
///
/// Views are tested against states made here rather than by a running view model (no service,
/// no load), so a view test fails only when the view or the fetched results change.
enum ListFixtures {
  /// Titles in the shape of jsonplaceholder's, cycled by photo id.
  static let titles = [
    "accusamus beatae ad facilis cum similique qui sunt",
    "reprehenderit est deserunt velit ipsam",
    "officia porro iure quia iusto qui ipsa ut modi",
    "culpa odio esse rerum omnis laboriosam voluptate repudiandae",
    "natus nisi omnis corporis facere molestiae rerum in",
    "accusamus ea aliquid et amet sequi nemo",
    "officia delectus consequatur vero aut veniam explicabo molestias",
    "aut porro officiis laborum odit ea laudantium corporis",
    "qui eius qui autem sed",
    "beatae et provident et ut vel",
  ]

  /// A photo with a realistic title.
  static func photo(id: Int, albumID: Int) -> Photo {
    .sample(id: id, albumID: albumID, title: titles[(id - 1) % titles.count])
  }

  /// `albums` albums of `perAlbum` photos each, numbered from 1.
  static func photos(albums: Int, perAlbum: Int) -> [Photo] {
    (0..<albums * perAlbum).map { index in photo(id: index + 1, albumID: index / perAlbum + 1) }
  }

  /// A loaded photo list and the line front end's page of it: what a frame is drawn from.
  struct Paged {
    /// The list's content, as the view model shows it.
    let content: PhotoListContent
    /// The page the line front end is on.
    let pager: LinePager

    /// The loaded state.
    var state: PhotoListViewModel.State { .loaded(content) }
    /// The page shown.
    var page: LinePage { pager.page(of: PhotoListView.layout(of: content)) }

    /// The frame of this page.
    func frame(on screen: Screen, commands: [CommandHelp], message: Message? = nil) -> Frame {
      PhotoListView.frame(
        for: state, pager: pager, on: screen, commands: commands, message: message)
    }

    /// The same page with other content (a refresh's changes and marks, say).
    func with(_ content: PhotoListContent) -> Paged { Paged(content: content, pager: pager) }
  }

  /// Page `page` (from 1) of `photos` under `query`, `pageSize` lines to a page: fetched results
  /// over a store of `photos` (grouped by album when the query says so), as the view model
  /// reads them.
  ///
  /// `photos` are shown in the order given: sorting and filtering are the view model's
  /// business. (A list frame shows no ids, so the photos are numbered again in that order.)
  static func content(
    _ photos: [Photo], query: PhotoQuery = PhotoQuery(), pageSize: Int = 16, page: Int = 1,
    refresh: RefreshStatus = .idle, progress: LoadProgress? = nil
  ) -> Paged {
    let inOrder = photos.enumerated().map { index, photo in
      Photo(
        id: index + 1, albumID: photo.albumID, title: photo.title, url: photo.url,
        thumbnailURL: photo.thumbnailURL)
    }
    let source = try! ListDataSource<Photo>(store: InMemoryStore(inOrder))
    if query.isGrouped { _ = try! source.group(true) }
    let content = PhotoListContent(
      rows: ListRows(source.controller, version: 0), query: query, refresh: refresh,
      progress: progress)
    var pager = LinePager(pageSize: pageSize)
    for _ in 1..<max(1, page) {
      try! pager.turn(.next, in: PhotoListView.layout(of: content))
    }
    return Paged(content: content, pager: pager)
  }

  /// The commands the gallery's list screen offers, as a coordinator would describe them.
  static let listCommands: [CommandHelp] = [
    CommandHelp(usage: "help", summary: "Show every command."),
    CommandHelp(
      usage: "search TEXT",
      summary: "Keep photos whose title contains TEXT; 'search' alone clears it."),
    CommandHelp(
      usage: "sort title|id [desc]", summary: "Order photos by title or id, descending with 'desc'."
    ),
    CommandHelp(
      usage: "group album|none", summary: "Put photos in one section per album, or in one list."),
    CommandHelp(usage: "album N|all", summary: "Show only album N's photos, or every album's."),
    CommandHelp(usage: "open N", summary: "Show the photo in row N of this page."),
    CommandHelp(usage: "next", summary: "Show the next page."),
    CommandHelp(usage: "prev", summary: "Show the previous page."),
    CommandHelp(usage: "refresh", summary: "Load the photos again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(usage: "quit", summary: "Leave the gallery."),
  ]

  /// The commands of the detail screen.
  static let detailCommands: [CommandHelp] = [
    CommandHelp(usage: "back", summary: "Return to the list."),
    CommandHelp(usage: "reload", summary: "Load this photo again."),
    CommandHelp(usage: "retry", summary: "Try a failed reload again."),
    CommandHelp(usage: "quit", summary: "Leave the gallery."),
  ]
}

extension PhotoListView {
  /// The frame of a state with no rows (loading, empty, failed): no page to choose.
  static func frame(
    for state: PhotoListViewModel.State, on screen: Screen, commands: [CommandHelp],
    message: Message? = nil
  ) -> Frame {
    frame(
      for: state, pager: LinePager(pageSize: 16), on: screen, commands: commands,
      message: message)
  }
}
