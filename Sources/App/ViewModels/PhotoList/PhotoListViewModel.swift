import DataEngine
import Foundation
import Models
import Observation

/// The photo list screen's logic: loads photos into a store, shows them through fetched results
/// with search, sort, grouping and an album filter, and reports navigation. It speaks of photos
/// and their ids only: how a front end lays the rows out (pages, a scrolling viewport, a table
/// view) is that front end's.
///
/// The list is whatever the fetched results over the store say, so a refresh reports exactly
/// which rows it changed (``PhotoListContent/changes``), a write to the store by anyone (another
/// list over the same store) shows at once, and photos a file store kept from an earlier run
/// show while the refresh is under way.
///
/// ```swift
/// let list = PhotoListViewModel(service: service)
/// list.onNavigate = { route in coordinator.show(route) }
/// await list.load()
/// list.search("sunset")
/// try list.open(42)   // the photo with id 42
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
  public var state: State {
    screen.state(rows: source.map { ListRows($0.controller, version: screen.version) }) {
      ((try? repository.store.count(FetchDescriptor())) ?? 0) > 0
    }
  }
  /// The current search, sort, grouping and album filter.
  public var query: PhotoQuery { screen.query }
  /// The albums the store holds photos of, in order: what a picker for ``filter(_:)`` offers.
  /// Read from the store, not remembered, so albums another list wrote are here too; a change
  /// to the rows is reported as a change to it. Each read is a pass over the store's photos:
  /// read it when a picker opens, not once per row.
  public var albums: [Album.ID] {
    _ = screen.version
    return Set(((try? repository.store.fetchAll()) ?? []).map(\.albumID)).sorted()
  }
  /// Called when the list asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }
  /// The photos whose thumbnails the list wants ready now: the rows a front end last reported
  /// visible (``visibleRowsChanged(ids:)``), then as many rows after the last of them, in the
  /// list's order; empty until one reports. A thumbnail prefetcher keeps it warm.
  public private(set) var thumbnailWindow = ThumbnailWindow.empty

  /// The single source of truth: every intent changes this, and Observation tracks it.
  private var screen: PhotoListScreen
  @ObservationIgnored private let repository: any PhotoRepository
  /// The fetched results over the store, or why the store could not be read.
  @ObservationIgnored private let rows: Result<OpenedRows, any Error>
  @ObservationIgnored private let photosLoad: RetryingLoad
  /// The most rows one load takes (``PhotoBatchCursor/mostRows``).
  @ObservationIgnored private let mostRows: Int
  /// Where the load under way is in the server's list; a new load starts a new one.
  @ObservationIgnored private var cursor = PhotoBatchCursor()
  /// How many loads have started: a load settles the screen only while it is the newest.
  @ObservationIgnored private var loads = 0
  /// The load under way, if any.
  @ObservationIgnored private var running: RunningLoad?
  /// A load stopped before it finished, which `appear()` and `retry()` continue; nil when none.
  @ObservationIgnored private var stopped: StoppedLoad?
  /// How many loads have brought every batch or stopped at the row limit.
  @ObservationIgnored private var finishedLoads = 0

  /// Creates the view model over `service`, keeping photos in `store` through a `PhotoSync`;
  /// `clock` times the countdown to a service's next automatic retry; a load stops, with
  /// ``LoadStop/rowLimit(_:)``, once `mostRows` rows have arrived. Nothing loads until
  /// ``load()``.
  ///
  /// A list of one `album` loads only that album's photos (`?albumId=`), into the same store
  /// the other lists read, where every other photo stays; without one, a load brings them all.
  public init(
    service: any PhotoService, store: any Store<Photo> = InMemoryStore(),
    query: PhotoQuery = PhotoQuery(), clock: any Clock<Duration> = ContinuousClock(),
    mostRows: Int = PhotoBatchCursor.defaultMostRows, album: Album.ID? = nil
  ) {
    self.mostRows = mostRows
    repository = PhotoSync(service: service, store: store, album: album)
    photosLoad = RetryingLoad(clock: clock)
    rows = Result { try OpenedRows(store: store) }
    screen = PhotoListScreen(query: PhotoQuery())
    change { $0 = query }
    if case .success(let opened) = rows {
      opened.inbox.onArrival { [weak self] in
        // A write by someone else (another list over the same store): show it once the main
        // actor is free.
        Task { @MainActor in self?.takeOthersChanges() }
      }
    }
  }

  // MARK: Loading

  /// Loads photos, replacing any load under way, and returns when this load has settled. Photos
  /// on screen stay while loading and if the load fails; the refresh status says so.
  ///
  /// From a server that answers in batches, each batch shows as it arrives, in order, while the
  /// next is on its way; ``PhotoListContent/progress`` says how many have arrived. A batch that
  /// fails ends the load, leaving those on screen; so does reaching the most rows one load
  /// takes, with the progress's ``LoadProgress/stop`` saying so.
  ///
  /// A load stopped before it finished (``disappear()``, or the task awaiting it cancelled, as
  /// SwiftUI cancels `.task` and `.refreshable`) never leaves the screen loading: with no batch
  /// of it arrived, the screen is what it was before the load; with some, they stay, the
  /// progress's stop is ``LoadStop/interrupted``, and ``appear()`` or ``retry()`` asks for the
  /// rest from where it stopped.
  public func load() async {
    if case .failure(let error) = rows {
      screen.phase = .failed(LoadFailure(error))
      return
    }
    if case .idle = screen.phase { showKeptPhotos() }
    let refreshes = if case .loaded = screen.phase { true } else { false }
    cursor = PhotoBatchCursor(mostRows: mostRows)
    await run(refreshes: refreshes)
  }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has, or a load was stopped
  /// unfinished, continuing it from where it stopped; otherwise shows what it has, so a screen
  /// popped back to does not load again. Returns once the load has settled, or at once.
  public func appear() async {
    if case .idle = screen.phase {
      await load()
    } else if let stopped {
      await resume(stopped)
    }
  }

  /// The screen went away: stops the load under way, whose answer nobody will see now, and
  /// settles the screen at once, so an `appear()` right after it continues the load.
  public func disappear() {
    guard let running else { return }
    photosLoad.stop()
    settle(running)
  }

  /// Loads again after a failure, at once while an automatic retry counts down, or continues a
  /// load that was stopped unfinished; refused when nothing failed or stopped.
  public func retry() async throws(IntentError) {
    if let stopped {
      await resume(stopped)
      return
    }
    guard screen.phase.canRetry else { throw .nothingToRetry }
    await load()
  }

  /// A load under way: what the screen was before it, and whether it refreshes photos on screen.
  private struct RunningLoad {
    let number: Int
    let before: PhotoListPhase
    let refreshes: Bool
  }

  /// A load stopped before it finished, to continue from the cursor.
  private struct StoppedLoad {
    let refreshes: Bool
  }

  /// Continues a stopped load from where its cursor is (from the start when nothing arrived).
  private func resume(_ stopped: StoppedLoad) async {
    if case .idle = screen.phase { showKeptPhotos() }
    await run(refreshes: stopped.refreshes)
  }

  /// Runs the load from the cursor's next offset; the cursor says where it is, so a load
  /// stopped and run again continues where it stopped.
  private func run(refreshes: Bool) async {
    loads += 1
    let mine = RunningLoad(number: loads, before: screen.phase, refreshes: refreshes)
    running = mine
    stopped = nil
    screen.phase.load(.refreshing)
    let repository = repository
    await photosLoad.run(batchesFrom: cursor.nextOffset) { offset in
      try await repository.batch(from: offset)
    } next: { batch in
      self.cursor.take(batch)
      return self.cursor.isOver ? nil : self.cursor.nextOffset
    } countdown: { [weak self] value in
      self?.screen.phase.load(.retrying(value))
    } apply: { result in
      switch result {
      case .success(let batch):
        if self.keep(batch, marking: refreshes), self.cursor.isComplete { await self.save() }
      case .failure(let error): self.screen.phase.load(.failed(LoadFailure(error)))
      }
    }
    // Still this load's screen: settle what a cancellation left under way.
    if running?.number == mine.number { settle(mine) }
  }

  /// Ends `load`'s time on screen: a load that finished has set the phase already; one stopped
  /// unfinished goes back to the screen before it (nothing of it arrived) or keeps the rows that
  /// arrived, saying it stopped, and is remembered so `appear()` continues it.
  private func settle(_ load: RunningLoad) {
    running = nil
    guard screen.phase.isUnderWay else { return }
    if cursor.batchesTaken == 0 {
      screen.phase = load.before
      screen.phase.endWork()
      // A first load that never finished is continued; a refresh of a finished list is not.
      if !hasFinishedLoad { stopped = StoppedLoad(refreshes: load.refreshes) }
      return
    }
    guard case .loaded(var photos) = screen.phase else { return }
    photos.refresh = .idle
    photos.progress = LoadProgress(
      received: cursor.received, expected: cursor.expected, stop: .interrupted)
    screen.phase = .loaded(photos)
    stopped = StoppedLoad(refreshes: load.refreshes)
  }

  /// Whether a load has ever finished (brought every batch, or stopped at the row limit) or
  /// failed: a stopped refresh of its photos is not continued.
  private var hasFinishedLoad: Bool {
    if case .failed = screen.phase { return true }
    return finishedLoads > 0
  }

  /// Shows photos a store kept from an earlier run, before the first load answers.
  private func showKeptPhotos() {
    do {
      guard try repository.store.count(FetchDescriptor()) > 0 else { return }
      screen.phase = .loaded(LoadedPhotos())
    } catch {
      screen.phase = .failed(LoadFailure(error))
    }
  }

  /// Keeps a batch the cursor has counted in, and shows the rows again; for a refresh
  /// (`marking`), with what the batch changed in them, marked on top of the load's earlier
  /// batches. False when the store refused the write.
  private func keep(_ batch: PhotoBatch, marking: Bool) -> Bool {
    guard case .success(let list) = rows else { return false }
    var loaded = LoadedPhotos()
    if cursor.batchesTaken > 1, case .loaded(let shown) = screen.phase {
      loaded.marks = shown.marks
    }
    takeChanges()
    do {
      _ = try repository.keep(batch, of: cursor)
    } catch {
      screen.phase.load(.failed(LoadFailure(error)))
      return false
    }
    let changes = takeChanges() ?? .empty
    if marking {
      loaded.changes = changes
      let marks = ChangeMarks.byID(changes, in: ListRows(list.source.controller, version: 0))
      loaded.marks.merge(marks) { _, new in new }
    }
    if cursor.isOver { finishedLoads += 1 }
    if !cursor.isComplete {
      // Stopped at the most rows a load takes: over, so not refreshing, and the progress says
      // why the rest never came.
      let stop = cursor.reachedRowLimit ? LoadStop.rowLimit(cursor.mostRows) : nil
      loaded.refresh = stop == nil ? .refreshing : .idle
      loaded.progress = LoadProgress(
        received: cursor.received, expected: cursor.expected, stop: stop)
    }
    screen.phase = .loaded(loaded)
    return true
  }

  /// Saves what the load wrote, so the next start shows it at once.
  private func save() async {
    do {
      try await repository.save()
    } catch {
      // Replaced while saving: the newer load saves, and reports, for itself.
      guard !Task.isCancelled else { return }
      screen.phase.load(.failed(LoadFailure(error, step: .keeping)))
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
      guard case .loaded = screen.phase else { throw .unknownAlbum(album, known: nil) }
      // Read from the store, not remembered: another list may have written it since.
      let held = albums
      guard held.contains(album) else {
        let known = held.first.flatMap { low in held.last.map { low...$0 } }
        throw .unknownAlbum(album, known: known)
      }
    }
    change { $0.albumFilter = filter }
  }

  /// Gives the fetched results the parts of the edited query that changed, and keeps the query
  /// once they have accepted it; a refresh's change marks no longer apply.
  private func change(_ edit: (inout PhotoQuery) -> Void) {
    let old = screen.query
    var new = old
    edit(&new)
    guard let list = source else {
      screen.query = new
      return
    }
    do {
      if old.sort != new.sort { try list.sort(by: new.sort.descriptors) }
      if old.isGrouped != new.isGrouped { try list.group(new.isGrouped) }
      if old.owner != new.owner { try list.filter(belongingTo: new.owner) }
      if old.searchTerm != new.searchTerm { list.search(new.searchTerm) }
      screen.query = new
    } catch {
      screen.phase.load(.failed(LoadFailure(error)))
    }
    takeChanges()
    if case .loaded(var photos) = screen.phase {
      photos.changes = nil
      photos.marks = [:]
      screen.phase = .loaded(photos)
    }
  }

  // MARK: Selection

  /// Asks to show the photo with id `id`; refused when the list does not show it.
  public func open(_ id: Photo.ID) throws(PhotoListError) {
    guard case .loaded = screen.phase, let controller = source?.controller,
      let photo = controller.path(of: id).flatMap(controller.entity(at:))
    else { throw .noSuchPhoto(id) }
    onNavigate(.showPhoto(photo))
  }

  // MARK: Visible rows

  /// A front end reports the rows it shows now, by id (a table view's visible rows, a page of
  /// lines, a scrolled viewport), whenever they change; the list answers with its
  /// ``thumbnailWindow``: those rows, then the ones about to scroll in. Ids the list does not
  /// show are ignored.
  public func visibleRowsChanged(ids: [Photo.ID]) {
    guard let controller = source?.controller else { return }
    let window = ThumbnailWindow(showing: ids, in: controller)
    if window != thumbnailWindow { thumbnailWindow = window }
  }

  // MARK: Rows

  /// The fetched results; nil only when the store could not be read.
  private var source: ListDataSource<Photo>? { try? rows.get().source }

  /// Shows what another list wrote to the store: the rows are already the fetched results', so
  /// only a refresh's change set, whose paths no longer hold, is dropped.
  private func takeOthersChanges() {
    guard takeChanges() != nil, case .loaded(var photos) = screen.phase else { return }
    photos.changes = nil
    photos.marks = [:]
    screen.phase = .loaded(photos)
  }

  /// Takes the change sets the fetched results announced since the last take (this list's own,
  /// or another's over the same store) and counts them in the rows' version, so the state is a
  /// new value and Observation reports it. Returns the last one, if any.
  @discardableResult
  private func takeChanges() -> ChangeSet? {
    guard case .success(let list) = rows else { return nil }
    let announced = list.inbox.take()
    guard let last = announced.last else { return nil }
    screen.version += 1
    return last
  }
}
