import Models

/// Everything ``PhotoListViewModel`` shows, in one stored value; the public state is computed
/// from it, so it is never stale.
struct PhotoListScreen {
  var phase = PhotoListPhase.idle
  var query: PhotoQuery
  /// How the fetched results' rows fall into pages, and the page on screen.
  var pager: ListPager

  /// What the screen shows, reading the visible rows' photos with `photo`.
  func state(photo: (RowPath) -> Photo?) -> PhotoListViewModel.State {
    switch phase {
    case .idle: return .idle
    case .loading: return .loading
    case .retrying(let countdown): return .retrying(countdown)
    case .failed(let failure): return .failed(failure)
    case .loaded(let photos) where photos.albums.isEmpty: return .empty(.noPhotos)
    case .loaded where pager.rowCount == 0: return .empty(.noMatches(query))
    case .loaded(let photos):
      let page = pager.page
      let marks = ChangeMarks(photos.changes ?? .empty)
      var lines: [PhotoListLine] = []
      var rowMarks: [Int: ChangeMark] = [:]
      for line in page.lines {
        switch line {
        case .header(let key, let count, let continued):
          lines.append(.header(key, photoCount: count, continued: continued))
        case .row(let number, let path):
          guard let shown = photo(path) else { continue }
          lines.append(.photo(row: number, shown))
          rowMarks[number] = marks.mark(at: path)
        }
      }
      return .loaded(
        PhotoListContent(
          photoCount: pager.rowCount, sectionCount: pager.sectionCount, query: query,
          lines: lines, page: page.info, refresh: photos.refresh, changes: photos.changes,
          marks: rowMarks))
    }
  }
}
