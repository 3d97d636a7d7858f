import Foundation
import Models
import TestSupport
import ViewModels
import Views

/// Photo list states for view tests, built the way the view model builds them: the whole list
/// laid out as headers and numbered rows, then one page cut out, with a "(continued)" header on
/// a page that starts inside a section.
///
/// Views are tested against states written down here rather than produced by a running view
/// model, so a view test fails only when the view changes.
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

  /// Page `page` (from 1) of `photos` under `query`, `pageSize` lines to a page.
  ///
  /// `photos` are shown in the order given: sorting and filtering are the view model's business.
  static func content(
    _ photos: [Photo], query: PhotoQuery = PhotoQuery(), pageSize: Int = 16, page: Int = 1,
    refresh: RefreshStatus = .idle
  ) -> PhotoListContent {
    var lines: [PhotoListLine] = []
    var sections = 0
    if query.grouping == .album {
      let albums = Dictionary(grouping: photos, by: \.albumID)
      var row = 0
      for album in albums.keys.sorted() {
        let members = albums[album]!
        lines.append(.header(.number(album), photoCount: members.count, continued: false))
        for photo in members {
          row += 1
          lines.append(.photo(row: row, photo))
        }
      }
      sections = albums.count
    } else {
      lines = photos.enumerated().map { .photo(row: $0.offset + 1, $0.element) }
      sections = photos.isEmpty ? 0 : 1
    }
    let pageCount = max(1, (lines.count + pageSize - 1) / pageSize)
    let start = (page - 1) * pageSize
    var visible = Array(lines[start..<min(lines.count, start + pageSize)])
    if visible.first?.row != nil,
      let header = lines[..<start].last(where: { $0.row == nil }),
      case .header(let key, let count, _) = header
    {
      visible.insert(.header(key, photoCount: count, continued: true), at: 0)
    }
    return PhotoListContent(
      photoCount: photos.count, sectionCount: sections, query: query, lines: visible,
      page: PageInfo(number: page, count: pageCount), refresh: refresh)
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
