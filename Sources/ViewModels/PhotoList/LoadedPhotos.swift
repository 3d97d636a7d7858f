import Models

/// Where the list's photos are in their life: the source of truth that ``PhotoListViewModel``
/// turns into the screen's ``PhotoListViewModel/State``.
enum LoadedPhotos: Sendable {
  /// Never asked for.
  case none
  /// The first load is under way.
  case loading
  /// An attempt of the first load failed; the service tries again when the countdown ends.
  case retrying(RetryCountdown)
  /// Photos arrived, indexed for querying.
  case loaded(IndexedPhotos)
  /// The first load failed.
  case failed(LoadFailure)

  /// The screen state for these photos under `query`, showing page `pageIndex`.
  func state(
    query: PhotoQuery, pager: PhotoListPager, pageIndex: Int, refresh: RefreshStatus
  ) -> PhotoListViewModel.State {
    switch self {
    case .none:
      return .idle
    case .loading:
      return .loading
    case .retrying(let countdown):
      return .retrying(countdown)
    case .failed(let failure):
      return .failed(failure)
    case .loaded(let indexed) where indexed.count == 0:
      return .empty(.noPhotos)
    case .loaded where pager.rowCount == 0:
      return .empty(.noMatches(query))
    case .loaded:
      let page = pager.page(pageIndex)
      return .loaded(
        PhotoListContent(
          photoCount: pager.rowCount, sectionCount: pager.sectionCount, query: query,
          lines: page.lines, page: page.info, refresh: refresh))
    }
  }
}
