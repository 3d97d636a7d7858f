import DataEngine
import Models
import TerminalKit
import ViewModels

/// The albums screen: a pure function from the albums' state and a screen to a frame.
///
/// ```
/// Albums · 100 albums · by title · page 1 of 10
///    1  Amber harbour                  Zoë Ångström      50 photos
///    2  Autumn light                   Ola Nordmann      50 photos
/// ```
public enum AlbumsView {
  /// How many rows fit on a screen `height` lines tall (as for the photo list).
  public static func pageSize(forHeight height: Int) -> Int {
    PhotoListView.pageSize(forHeight: height)
  }

  /// How the albums fall into lines: one section, no header.
  public static func layout(of rows: [AlbumRow]) -> LineLayout {
    LineLayout(sections: rows.isEmpty ? [] : [FetchedSection(key: .all, count: rows.count)])
  }

  /// The frame for `state` on `screen`, showing the page `pager` is on, with the coordinator's
  /// `commands` in the help line and its `message`, if any, above it.
  public static func frame(
    for state: AlbumsViewModel.State, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    let width = screen.width
    var segments: [HeaderBar.Segment] = []
    let body: [Line]
    switch state {
    case .idle: body = []
    case .loading:
      segments.append(.init("loading…", priority: 1, style: .barProgress))
      body = [Line("Loading albums, their owners and their photos…", style: .secondary)]
    case .empty: body = [Line("The server has no albums.", style: .secondary)]
    case .failed(let failure):
      segments.append(.init("load failed — retry", priority: 1, style: .barFailure))
      body = Paragraph.failure(
        "Could not load the albums: \(untrusted: failure.message)",
        advice: RetryText.advice(for: failure), width: width)
    case .loaded(let rows):
      let page = pager.page(of: layout(of: rows))
      let albums = NumberText.count(rows.count, "album")
      segments += [
        .init(albums, priority: 2), .init("by title", priority: 1),
        page.info.window.map { .window($0, priority: 3) }
          ?? .init("page \(page.info.number) of \(page.info.count)", priority: 3),
      ]
      body = lines(of: page, rows: rows, width: width)
    }
    return ScreenLayout.frame(
      title: "Albums", segments: segments, body: body, message: message, commands: commands,
      on: screen)
  }

  private static func lines(of page: LinePage, rows: [AlbumRow], width: Int) -> [Line] {
    // Numbers are right-aligned to the widest in the whole list, so titles stay in one column.
    let digits = NumberText.digitCount(rows.count)
    let owner = min(18, width / 4)  // owners' names give way, so titles keep most of the line
    return page.lines.compactMap { line -> Line? in
      guard case .row(let number, let path) = line, rows.indices.contains(path.row) else {
        return nil
      }
      let row = rows[path.row]
      let photos = NumberText.count(row.photoCount, "photo")
      let used = RowNumber.width(digits: digits)
      let title = max(0, width - used - owner - photos.width - 4)
      var line = Line(RowNumber.spans(number, digits: digits, mark: nil))
      line.append(
        SafeText.fitting(untrusted: row.album.title, toWidth: title).padded(toWidth: title))
      line.append("  ")
      line.append(
        SafeText.fitting(untrusted: Self.owner(of: row), toWidth: owner).padded(toWidth: owner),
        style: .secondary)
      line.append("  ")
      line.append(photos, style: .secondary)
      return line.truncated(toWidth: width)
    }
  }

  /// The owner as the terminal names them: by name, or by number ("user 7") when the server
  /// lists no such user.
  static func owner(of row: AlbumRow) -> String { row.ownerName ?? "user \(row.album.userID)" }
}
