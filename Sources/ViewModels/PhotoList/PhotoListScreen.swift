import Models

/// Everything ``PhotoListViewModel`` shows, in one stored value: where loading is, the query,
/// and the rows laid out in pages. The public state is computed from it, so it is never stale.
struct PhotoListScreen {
  var phase = PhotoListPhase.idle
  var query: PhotoQuery
  /// The rows the fetched results give for the query, laid out in pages.
  var pager: PhotoListPager
  /// The visible page, from 0.
  var pageIndex = 0

  /// What the screen shows; `marks` gives the change marks of the visible rows.
  func state(
    marks: (ChangeSet, ClosedRange<Int>?) -> [Int: ChangeMark]
  ) -> PhotoListViewModel.State {
    switch phase {
    case .idle:
      return .idle
    case .loading:
      return .loading
    case .retrying(let countdown):
      return .retrying(countdown)
    case .failed(let failure):
      return .failed(failure)
    case .loaded(let photos) where photos.albums.isEmpty:
      return .empty(.noPhotos)
    case .loaded where pager.rowCount == 0:
      return .empty(.noMatches(query))
    case .loaded(let photos):
      let page = pager.page(pageIndex)
      let rows = PhotoListContent.rows(on: page.lines)
      return .loaded(
        PhotoListContent(
          photoCount: pager.rowCount, sectionCount: pager.sectionCount, query: query,
          lines: page.lines, page: page.info, refresh: photos.refresh, changes: photos.changes,
          marks: photos.changes.map { marks($0, rows) } ?? [:]))
    }
  }
}
