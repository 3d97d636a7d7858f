import DataEngine
import Models

extension PhotoListViewModel.State {
  /// What the list shows with its load at `phase` and the fetched results `rows` (nil when the
  /// store could not be read); `hasPhotos`, asked only when no row passes `query`.
  init(
    _ phase: LoadPhase<LoadedPhotos>, query: PhotoQuery,
    rows: FetchedResultsController<Photo>?, hasPhotos: () -> Bool
  ) {
    switch phase {
    case .idle: self = .idle
    case .loading: self = .loading
    case .retrying(let countdown): self = .retrying(countdown)
    case .failed(let failure): self = .failed(failure)
    case .loaded(let photos, let refresh, let progress):
      guard let rows, rows.count > 0 else {
        self = .empty(hasPhotos() ? .noMatches(query) : .noPhotos)
        return
      }
      self = .loaded(
        PhotoListContent(
          rows: ListRows(rows, version: photos.version), query: query, refresh: refresh,
          changes: photos.changes, marks: photos.marks, progress: progress))
    }
  }
}

extension PhotoListViewModel {
  /// Everything the photo list screen can be showing, one case at a time: a screen loading and
  /// failed at once cannot be written down.
  public enum State: Hashable, Sendable {
    case idle
    /// The first load is under way; there is nothing to show.
    case loading
    /// The first load failed and tries again when the countdown ends; `retry` starts it now.
    case retrying(RetryCountdown)
    case loaded(PhotoListContent)
    /// Loaded, but nothing to show, and why.
    case empty(EmptyReason)
    /// The load failed; `retry` loads again.
    case failed(LoadFailure)
  }

  /// Why a loaded list shows no photos.
  public enum EmptyReason: Hashable, Sendable {
    /// The service has no photos at all.
    case noPhotos
    /// Photos exist, but none pass the current query.
    case noMatches(PhotoQuery)
  }
}

/// A loaded photo list: its rows in sections, the query that produced them, and what the last
/// refresh did to them.
public struct PhotoListContent: Hashable, Sendable {
  /// The photos passing the query, in sections, in order.
  public let rows: ListRows<Photo>
  /// The query that produced them.
  public let query: PhotoQuery
  /// Whether a refresh is under way or failed while these photos stayed on screen.
  public let refresh: RefreshStatus
  /// What the last refresh changed, as index paths for a table view's batch update; nil once
  /// the list changed for another reason (a search, a sort).
  public let changes: ChangeSet?
  /// How the last refresh changed each photo it touched, by photo id; empty when it did not.
  public let marks: [Photo.ID: ChangeMark]
  /// How many photos have arrived while a load in batches brings the rest, stopped, or failed
  /// (`refresh` says why); nil when the last load brought them all.
  public let progress: LoadProgress?

  public init(
    rows: ListRows<Photo>, query: PhotoQuery, refresh: RefreshStatus = .idle,
    changes: ChangeSet? = nil, marks: [Photo.ID: ChangeMark] = [:],
    progress: LoadProgress? = nil
  ) {
    self.rows = rows
    self.query = query
    self.refresh = refresh
    self.changes = changes
    self.marks = marks
    self.progress = progress
  }

  /// How many photos pass the query.
  public var photoCount: Int { rows.count }
  /// How many sections they fall into.
  public var sectionCount: Int { rows.sections.count }
}
