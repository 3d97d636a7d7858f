import Models
import ViewModels
import Views

// The line front end's pages over the Gallery's lists: the view models know rows and ids only,
// so the numbers a person types (`open 3`, `next`) are resolved here, on the page shown, and
// the view model is asked about an id.
extension GalleryCoordinator {
  /// The pager a list screen starts with, before the session fits it to the terminal.
  static var firstPager: LinePager { LinePager(pageSize: 20) }

  /// The page `screen`'s rows are on.
  func pager(of screen: AnyObject) -> LinePager {
    pagers[ObjectIdentifier(screen)] ?? Self.firstPager
  }

  /// How the photo list's rows fall into lines now; none unless loaded.
  static func layout(of list: PhotoListViewModel) -> LineLayout {
    guard case .loaded(let content) = list.state else { return LineLayout(sections: []) }
    return PhotoListView.layout(of: content)
  }

  /// How the albums fall into lines now; none unless loaded.
  static func layout(of albums: AlbumsViewModel) -> LineLayout {
    guard case .loaded(let rows) = albums.state else { return LineLayout(sections: []) }
    return AlbumsView.layout(of: rows)
  }

  /// Turns `screen`'s page towards `direction` in `layout`.
  func turn(
    _ screen: AnyObject, _ direction: LinePager.Direction, in layout: LineLayout
  ) throws(PageRefusal) {
    var pager = pager(of: screen)
    try pager.turn(direction, in: layout)
    pagers[ObjectIdentifier(screen)] = pager
  }

  /// Puts `screen` back on its first page, as after a new search or sort.
  func resetPage(of screen: AnyObject) { pagers[ObjectIdentifier(screen)]?.reset() }

  /// The path of the row numbered `number` on the page of `screen` shown, or the refusal.
  func path(
    ofRow number: Int, on screen: AnyObject, in layout: LineLayout
  ) throws(PageRefusal) -> RowPath {
    let page = pager(of: screen).page(of: layout)
    guard let path = page.path(ofRow: number) else {
      throw .rowNotVisible(number, visible: page.visibleRows)
    }
    return path
  }

  /// The id of the photo in row `number` of the list's page shown.
  func photoID(inRow number: Int, of list: PhotoListViewModel) throws(PageRefusal) -> Photo.ID {
    guard case .loaded(let content) = list.state else { throw .rowNotVisible(number, visible: nil) }
    let path = try path(ofRow: number, on: list, in: PhotoListView.layout(of: content))
    guard let photo = content.rows[path] else { throw .rowNotVisible(number, visible: nil) }
    return photo.id
  }

  /// The id of the album in row `number` of the albums' page shown.
  func albumID(inRow number: Int, of albums: AlbumsViewModel) throws(PageRefusal) -> Album.ID {
    guard case .loaded(let rows) = albums.state else { throw .rowNotVisible(number, visible: nil) }
    let path = try path(ofRow: number, on: albums, in: AlbumsView.layout(of: rows))
    return rows[path.row].id
  }
}
