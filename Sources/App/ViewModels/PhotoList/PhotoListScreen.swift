import Models

/// Everything ``PhotoListViewModel`` shows, in one stored value; the public state is computed
/// from it and from the fetched results, so it is never stale.
struct PhotoListScreen {
  var phase = PhotoListPhase.idle
  var query: PhotoQuery
  /// Counts the changes to the fetched results, whoever made them: the rows' version.
  var version = 0

  /// What the screen shows, with `rows` the fetched results now and `hasPhotos` whether the
  /// store holds any photo at all.
  func state(rows: ListRows<Photo>?, hasPhotos: () -> Bool) -> PhotoListViewModel.State {
    switch phase {
    case .idle: return .idle
    case .loading: return .loading
    case .retrying(let countdown): return .retrying(countdown)
    case .failed(let failure): return .failed(failure)
    case .loaded(let photos):
      guard let rows, rows.count > 0 else {
        return hasPhotos() ? .empty(.noMatches(query)) : .empty(.noPhotos)
      }
      return .loaded(
        PhotoListContent(
          rows: rows, query: query, refresh: photos.refresh, changes: photos.changes,
          marks: photos.marks, progress: photos.progress))
    }
  }
}
