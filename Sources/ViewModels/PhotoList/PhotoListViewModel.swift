import Foundation
import Models
import Observation

/// The photo list screen's logic: loads photos into a store, shows them through fetched results
/// with search, sort, grouping and an album filter, pages the result, and reports navigation.
///
/// The list is whatever the fetched results over the store say, so a refresh reports exactly
/// which rows it changed (``PhotoListContent/changes``), and photos a file store kept from an
/// earlier run show at once, while the refresh is under way.
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

  /// What the screen shows now, computed from the one value the list stores.
  public var state: State { screen.state { source?.controller.entity(at: $0) } }
  /// The current search, sort, grouping and album filter.
  public var query: PhotoQuery { screen.query }
  /// Called when the list asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// The single source of truth: every intent changes this, and Observation tracks it.
  private var screen: PhotoListScreen
  @ObservationIgnored private let repository: any PhotoRepository
  /// The fetched results over the store, or why the store could not be read.
  @ObservationIgnored private let rows: Result<OpenedRows, any Error>
  @ObservationIgnored private let photosLoad: RetryingLoad

  /// Creates the view model over `service`, keeping photos in `store` through a ``PhotoSync``;
  /// `clock` times the countdown to a service's next automatic retry. Nothing loads until
  /// ``load()``.
  public init(
    service: any PhotoService, store: any Store<Photo> = InMemoryStore(),
    query: PhotoQuery = PhotoQuery(), pageSize: Int = 20,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    repository = PhotoSync(service: service, store: store)
    photosLoad = RetryingLoad(clock: clock)
    rows = Result { try OpenedRows(store: store) }
    screen = PhotoListScreen(query: PhotoQuery(), pager: ListPager(pageSize: pageSize))
    change { $0 = query }
  }

  // MARK: Loading

  /// Loads photos, replacing any load under way, and returns when this load has settled. Photos
  /// on screen stay while loading and if the load fails; the refresh status says so.
  public func load() async {
    if case .failure(let error) = rows {
      screen.phase = .failed(LoadFailure(error))
      return
    }
    if case .idle = screen.phase { showKeptPhotos() }
    screen.phase.load(.refreshing)
    let repository = repository
    await photosLoad.run {
      try await repository.latest()
    } countdown: { [weak self] value in
      self?.screen.phase.load(.retrying(value))
    } apply: { result in
      switch result {
      case .success(let photos): if self.keep(photos) { await self.save() }
      case .failure(let error): self.screen.phase.load(.failed(LoadFailure(error)))
      }
    }
  }

  /// The screen went away: stops the load under way, whose answer nobody will see.
  public func disappear() { photosLoad.stop() }

  /// Loads again after a failure, or at once while an automatic retry counts down; refused when
  /// nothing failed.
  public func retry() async throws(IntentError) {
    guard screen.phase.canRetry else { throw .nothingToRetry }
    await load()
  }

  /// Shows photos a store kept from an earlier run, before the first load answers.
  private func showKeptPhotos() {
    do {
      let albums = Set(try repository.store.fetchAll().map(\.albumID))
      guard !albums.isEmpty else { return }
      screen.phase = .loaded(LoadedPhotos(albums: albums))
      relayout(keepingPage: false)
    } catch {
      screen.phase = .failed(LoadFailure(error))
    }
  }

  /// Keeps `received` in the store and shows the rows again; for a refresh, with what that
  /// changed in them. False when the store refused the write.
  private func keep(_ received: [Photo]) -> Bool {
    guard case .success(let list) = rows else { return false }
    let wasLoaded = if case .loaded = screen.phase { true } else { false }
    _ = list.inbox.take()
    do {
      _ = try repository.keep(received)
    } catch {
      screen.phase.load(.failed(LoadFailure(error)))
      return false
    }
    let changes = list.inbox.take().last ?? .empty
    screen.phase = .loaded(LoadedPhotos(albums: Set(received.map(\.albumID))))
    relayout(keepingPage: true, changes: wasLoaded ? changes : nil)
    return true
  }

  /// Saves what the load wrote, so the next start shows it at once.
  private func save() async {
    do {
      try await repository.save()
    } catch {
      // Replaced while saving: the newer load saves, and reports, for itself.
      guard !Task.isCancelled else { return }
      screen.phase.load(.failed(LoadFailure(message: "Could not keep the photos: \(error)")))
    }
  }

  // MARK: Query

  /// Keeps photos whose title contains `term`, ignoring case and accents; empty shows all.
  public func search(_ term: String) { change { $0.searchTerm = term } }

  /// Orders photos within each section.
  public func sort(_ sort: PhotoSort) { change { $0.sort = sort } }

  /// Splits photos into sections, or not.
  public func group(_ grouping: PhotoGrouping) { change { $0.grouping = grouping } }

  /// Shows one album's photos, or all; refuses an album with no photos.
  public func filter(_ filter: AlbumFilter) throws(PhotoListError) {
    if case .album(let album) = filter {
      guard case .loaded(let photos) = screen.phase else { throw .unknownAlbum(album, known: nil) }
      guard photos.albums.contains(album) else {
        throw .unknownAlbum(album, known: photos.albumRange)
      }
    }
    change { $0.albumFilter = filter }
  }

  /// Changes the query, gives the fetched results the parts that changed, shows the first page.
  private func change(_ edit: (inout PhotoQuery) -> Void) {
    let old = screen.query
    edit(&screen.query)
    let new = screen.query
    guard let list = source else { return }
    do {
      if old.sort != new.sort { try list.sort(by: Self.descriptors(for: new.sort)) }
      if old.isGrouped != new.isGrouped { try list.group(new.isGrouped) }
      if old.owner != new.owner { try list.filter(belongingTo: new.owner) }
      if old.searchTerm != new.searchTerm { list.search(new.searchTerm) }
    } catch {
      screen.phase.load(.failed(LoadFailure(error)))
    }
    relayout(keepingPage: false)
  }

  /// The sort descriptors for `sort`. Descending by title is descending by (title, id), as the
  /// photo query has always ordered it; by id ascending needs none (ids break every tie).
  private static func descriptors(for sort: PhotoSort) -> [SortDescriptor<Photo>] {
    switch (sort.field, sort.ascending) {
    case (.id, true): []
    case (.id, false): [SortDescriptor(\.id, order: .reverse)]
    case (.title, true): [SortDescriptor(\.foldedTitle)]
    case (.title, false):
      [SortDescriptor(\.foldedTitle, order: .reverse), SortDescriptor(\.id, order: .reverse)]
    }
  }

  // MARK: Paging and selection

  /// How many lines a page holds; the coordinator sets it from the terminal's height.
  public func setPageSize(_ size: Int) {
    guard size != screen.pager.pageSize else { return }
    screen.pager.resize(to: size)
  }

  /// Shows the next page; refused on the last one.
  public func nextPage() throws(IntentError) { try screen.pager.turn(.next) }

  /// Shows the previous page; refused on the first one.
  public func previousPage() throws(IntentError) { try screen.pager.turn(.previous) }

  /// The photos on the page after the visible one, for a ``ThumbnailPrefetcher`` to warm up.
  public var nextPagePhotos: [Photo] {
    guard case .loaded = screen.phase, let controller = source?.controller else { return [] }
    return screen.pager.rowsOfNextPage.compactMap(controller.entity(at:))
  }

  /// Asks to show the photo in the visible row numbered `row`.
  public func open(row: Int) throws(IntentError) {
    guard case .loaded(let content) = state else { throw .rowNotVisible(row, visible: nil) }
    for case .photo(let number, let photo) in content.lines where number == row {
      onNavigate(.showPhoto(photo))
      return
    }
    throw .rowNotVisible(row, visible: content.visibleRows)
  }

  // MARK: Rows

  /// The fetched results; nil only when the store could not be read.
  private var source: ListDataSource<Photo>? { try? rows.get().source }

  /// Lays out the rows the fetched results hold now. Any intent but a refresh makes the
  /// refresh's change set stale, so `changes` replaces it.
  private func relayout(keepingPage: Bool, changes: ChangeSet? = nil) {
    guard case .loaded(var photos) = screen.phase, let list = source else { return }
    screen.pager.layOut(
      list.controller.sections, showsHeaders: screen.query.isGrouped, keepingPage: keepingPage)
    photos.changes = changes
    screen.phase = .loaded(photos)
  }
}

/// The fetched results over the store, with the inbox that collects the change sets they
/// announce: opened together, when the list is made.
private struct OpenedRows {
  let source: ListDataSource<Photo>
  let inbox: ChangeInbox

  init(store: any Store<Photo>) throws {
    source = try ListDataSource<Photo>(store: store)
    // Only this view model writes the Gallery's store, and it takes what its writes announced
    // right after making them.
    inbox = ChangeInbox(watching: source.controller)
  }
}
