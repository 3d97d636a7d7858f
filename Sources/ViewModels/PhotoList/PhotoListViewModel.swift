import Models
import Observation

/// The photo list screen's logic: loads photos into a store, shows them through fetched results
/// with search, sort, grouping and an album filter, pages the result, and reports navigation.
///
/// Intents come in as method calls; state goes out through ``state`` (observable) and
/// ``onNavigate``. Loading is the only asynchronous work: each load is tagged, and a response that
/// arrives after a newer load started is dropped, so a late answer never overwrites newer state.
///
/// Loaded photos are written to the store (``Store``, memory or file) and the list is whatever
/// the fetched results over it say, so a refresh reports exactly which rows it inserted, deleted,
/// moved or updated (``PhotoListContent/changes``), and a store that kept photos from an earlier
/// run shows them at once, while the refresh is under way.
///
/// ```swift
/// let list = PhotoListViewModel(service: service)
/// list.onNavigate = { route in coordinator.show(route) }
/// await list.load()
/// list.search("sunset")
/// try list.open(row: 3)
/// ```
@MainActor
@Observable
public final class PhotoListViewModel {
  /// Where the list asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show one photo's detail.
    case showPhoto(Photo)
  }

  /// What the screen shows now.
  public private(set) var state: State = .idle
  /// The current search, sort, grouping and album filter.
  public private(set) var query: PhotoQuery
  /// Called when the list asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored let store: any Store<Photo>
  /// The fetched results over the store and what they announce; nil until the first load
  /// opens them.
  @ObservationIgnored var opened: OpenedList?
  /// The albums with photos in the store, for refusing a filter on an empty album.
  @ObservationIgnored var albums: Set<Int> = []
  /// What the last refresh changed, until another intent changes the list.
  @ObservationIgnored var lastChanges: ChangeSet?
  /// The query the fetched results were last given, so only what changed is asked again. A new
  /// data source shows what the default query asks for, so that is where it starts.
  @ObservationIgnored var appliedQuery = PhotoQuery()
  /// Whether photos were written since the store last saved.
  @ObservationIgnored var needsSave = false
  @ObservationIgnored var photos = LoadedPhotos.none
  @ObservationIgnored var pager = PhotoListPager(sections: [], pageSize: 20)
  @ObservationIgnored private var pageIndex = 0
  @ObservationIgnored var refreshStatus = RefreshStatus.idle
  @ObservationIgnored private let photosRequest = LatestTask()
  @ObservationIgnored private let countdown: RetryCountdownTimer
  /// Numbers loads, so a retry notice from a load that was replaced is recognised as stale.
  @ObservationIgnored private var loadCount = 0
  /// The load whose retries the screen shows; nil once it has settled.
  @ObservationIgnored private var activeLoad: Int?

  /// Creates the view model; nothing loads until ``load()``. Photos are kept in `store` (by
  /// default, in memory); `clock` times the countdown to a service's next automatic retry.
  public init(
    service: any PhotoService, store: any Store<Photo> = InMemoryStore(),
    query: PhotoQuery = PhotoQuery(), pageSize: Int = 20,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.store = store
    self.query = query
    self.pager = PhotoListPager(sections: [], pageSize: pageSize)
    self.countdown = RetryCountdownTimer(clock: clock)
  }

  // MARK: Loading

  /// Loads photos, replacing any load under way, and returns when this load has settled.
  ///
  /// With photos on screen, they stay visible while loading (the refresh status says so), and
  /// stay if the load fails. While the service waits to retry a failed attempt, the state
  /// counts down to the next one.
  public func load() async {
    guard openList() else { return }
    if case .loaded = photos {
      refreshStatus = .refreshing
    } else {
      photos = .loading
    }
    publish()
    countdown.stop()
    loadCount += 1
    let load = loadCount
    activeLoad = load
    let service = service
    let observer: RetryNotices.Observer = { [weak self] notice in
      await self?.serviceWillRetry(notice, load: load)
    }
    await photosRequest.run {
      try await RetryNotices.observe(observer) { try await service.photos(albumID: nil) }
    } apply: { result in
      self.apply(result)
    }
    await saveLoadedPhotos()
  }

  /// Loads again; the same as ``load()``, named for the person asking.
  public func refresh() async {
    await load()
  }

  /// Loads again after a failure, or at once while an automatic retry counts down; refused when
  /// nothing failed.
  public func retry() async throws(IntentError) {
    switch (photos, refreshStatus) {
    case (.failed, _), (.retrying, _), (.loaded, .failed), (.loaded, .retrying): await load()
    default: throw .nothingToRetry
    }
  }

  /// The service failed an attempt of load number `load` and will try again: count down.
  private func serviceWillRetry(_ notice: RetryNotice, load: Int) {
    guard load == activeLoad else { return }  // from a load already replaced or settled
    countdown.start(notice) { [weak self] value in self?.show(value, load: load) }
  }

  private func show(_ value: RetryCountdown, load: Int) {
    guard load == activeLoad else { return }
    switch photos {
    case .loaded: refreshStatus = .retrying(value)
    case .loading, .retrying: photos = .retrying(value)
    case .none, .failed: return
    }
    publish()
  }

  private func apply(_ result: Result<[Photo], any Error>) {
    countdown.stop()
    activeLoad = nil
    switch (result, photos) {
    case (.success(let received), _):
      keep(received)
    case (.failure(let error), .loaded):
      refreshStatus = .failed(LoadFailure(error))
      publish()
    case (.failure(let error), _):
      photos = .failed(LoadFailure(error))
      publish()
    }
  }

  // MARK: Query

  /// Keeps photos whose title contains `term`, ignoring case and accents; empty shows all.
  public func search(_ term: String) {
    query.searchTerm = term
    rebuild(keepingPage: false)
  }

  /// Orders photos within each section.
  public func sort(_ sort: PhotoSort) {
    query.sort = sort
    rebuild(keepingPage: false)
  }

  /// Splits photos into sections, or not.
  public func group(_ grouping: PhotoGrouping) {
    query.grouping = grouping
    rebuild(keepingPage: false)
  }

  /// Shows one album's photos, or all; refuses an album with no photos.
  public func filter(_ filter: AlbumFilter) throws(IntentError) {
    if case .album(let album) = filter {
      guard case .loaded = photos else { throw .notLoaded }
      guard albums.contains(album) else {
        throw .unknownAlbum(album, known: albumRange)
      }
    }
    query.albumFilter = filter
    rebuild(keepingPage: false)
  }

  // MARK: Paging and selection

  /// How many lines a page holds; the coordinator sets it from the terminal's height.
  public func setPageSize(_ size: Int) {
    guard size != pager.pageSize else { return }
    (pager, pageIndex) = pager.resized(to: size, keepingPage: pageIndex)
    publish()
  }

  /// Shows the next page; refused on the last one.
  public func nextPage() throws(IntentError) {
    try movePage(by: 1, direction: .next)
  }

  /// Shows the previous page; refused on the first one.
  public func previousPage() throws(IntentError) {
    try movePage(by: -1, direction: .previous)
  }

  /// The photos on the page after the visible one, in order; empty on the last page or before
  /// photos have loaded. What a ``ThumbnailPrefetcher`` warms up before it scrolls in.
  public var nextPagePhotos: [Photo] {
    guard case .loaded = photos, pageIndex + 1 < pager.pageCount else { return [] }
    return pager.page(pageIndex + 1).lines.compactMap { line in
      if case .photo(_, let photo) = line { return photo }
      return nil
    }
  }

  /// Asks to show the photo in the visible row numbered `row`.
  public func open(row: Int) throws(IntentError) {
    guard case .loaded(let content) = state else {
      throw .rowNotVisible(row, visible: nil)
    }
    for case .photo(let number, let photo) in content.lines where number == row {
      onNavigate(.showPhoto(photo))
      return
    }
    throw .rowNotVisible(row, visible: content.visibleRows)
  }

  private func movePage(by delta: Int, direction: IntentError.PageDirection) throws(IntentError) {
    guard case .loaded = photos else { throw .notLoaded }
    let target = pageIndex + delta
    guard target >= 0, target < pager.pageCount else {
      throw .noSuchPage(direction: direction, current: pageIndex + 1, count: pager.pageCount)
    }
    pageIndex = target
    publish()
  }

  // MARK: State

  /// Asks the fetched results for the current query, then lays the rows out again. Any intent
  /// but a refresh makes the refresh's change set stale, so it is dropped.
  func rebuild(keepingPage: Bool, changes: ChangeSet? = nil) {
    if case .loaded = photos {
      applyQuery()
      pager = PhotoListPager(sections: fetchedSections(), pageSize: pager.pageSize)
    }
    lastChanges = changes
    pageIndex = keepingPage ? min(pageIndex, pager.pageCount - 1) : 0
    publish()
  }

  func publish() {
    state = photos.state(
      query: query, pager: pager, pageIndex: pageIndex, refresh: refreshStatus,
      hasPhotos: !albums.isEmpty, changes: lastChanges, marks: marks(onRows:))
  }
}
