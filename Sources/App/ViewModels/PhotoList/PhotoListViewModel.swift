import DataEngine
import Foundation
import Models
import Observation

/// The photo list screen's logic: loads photos into a store in batches, shows them through
/// fetched results with search, sort, grouping and an album filter, and reports navigation, by
/// photo id only (how the rows are laid out is a front end's). The rows are the fetched
/// results', so a refresh reports exactly what it changed, and another list's writes show at
/// once; loading itself (batches, cancelling, resuming, retrying) is the ``ScreenLoad``'s.
///
/// ```swift
/// let list = PhotoListViewModel(service: service)
/// list.onNavigate = { route in coordinator.show(route) }
/// await list.appear()
/// list.search("sunset")
/// try list.open(42)   // the photo with id 42
/// ```
@MainActor
@Observable
public final class PhotoListViewModel: ScreenModel, Navigating {
  /// Where the list asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show one photo's detail.
    case showPhoto(Photo)
  }

  /// What the screen shows now, computed from the load, the query and the fetched results.
  public var state: State {
    State(photos.phase, query: query, rows: source?.controller) {
      ((try? repository.store.count(FetchDescriptor())) ?? 0) > 0
    }
  }
  /// The current search, sort, grouping and album filter.
  public private(set) var query = PhotoQuery()
  /// The albums the store holds photos of, in order: what a picker for ``filter(_:)`` offers.
  /// Each read is a pass over the store: read it when a picker opens, not once per row.
  public var albums: [Album.ID] {
    _ = photos.value?.version
    return Set(((try? repository.store.fetchAll()) ?? []).map(\.albumID)).sorted()
  }
  /// Called when the list asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }
  /// The photos whose thumbnails the list wants ready now: the rows a front end last reported
  /// visible (``visibleRowsChanged(ids:)``), then as many rows after them; empty until then.
  public private(set) var thumbnailWindow = ThumbnailWindow.empty {
    didSet { prefetcher?.show(thumbnailWindow) }
  }
  /// Warms each ``thumbnailWindow`` as the list asks for it; nil: nothing is prefetched.
  @ObservationIgnored public var prefetcher: ThumbnailPrefetcher?

  /// The load of the photos into the store, and what its last refresh changed.
  private let photos: ScreenLoad<LoadedPhotos>
  @ObservationIgnored private let repository: PhotoSync
  /// The fetched results over the store, or why the store could not be read.
  @ObservationIgnored private let rows: Result<OpenedRows, any Error>

  /// The list over `service`, keeping photos in `store`; `clock` times retry countdowns; a load
  /// stops at `limits` (rows, memory). A list of one `album` loads only its photos, into it.
  public init(
    service: any PhotoService, store: any Store<Photo> = InMemoryStore(),
    query: PhotoQuery = PhotoQuery(), clock: any Clock<Duration> = ContinuousClock(),
    limits: LoadLimits = LoadLimits(), album: Album.ID? = nil
  ) {
    let repository = PhotoSync(service: service, store: store, album: album)
    let rows = Result { try OpenedRows(store: store) }
    self.repository = repository
    self.rows = rows
    photos = ScreenLoad(clock: clock) {
      PhotoBatchCursor(limits: limits)
    } showing: {
      // Photos a store kept from an earlier run show while the first load runs.
      _ = try rows.get()
      return try store.count(FetchDescriptor()) > 0 ? LoadedPhotos() : nil
    } fetch: { offset in
      try await repository.batch(from: offset)
    } keep: { arrival in
      try await LoadedPhotos(keeping: arrival, in: rows.get(), by: repository)
    }
    change { $0 = query }
    if case .success(let opened) = rows {
      opened.inbox.onArrival { [weak self] in
        // Another list's write: show it once the main actor is free.
        Task { @MainActor in self?.rowsChanged() }
      }
    }
  }

  /// Loads every photo again, each batch shown as it arrives; the photos on screen stay.
  public func load() async { await photos.load() }

  /// The screen is shown (`.task`): loads, or continues a stopped load from where it stopped.
  public func appear() async { await photos.appear() }

  /// The screen went away: stops the load under way and settles the screen at once.
  public func disappear() { photos.disappear() }

  /// Loads again after a failure, or continues a stopped load; refused when neither happened.
  public func retry() async throws(IntentError) { try await photos.retry() }

  /// Keeps photos whose title contains `term`, ignoring case and accents; empty shows all.
  public func search(_ term: String) { change { $0.searchTerm = term } }

  /// Orders photos within each section.
  public func sort(_ sort: PhotoSort) { change { $0.sort = sort } }

  /// Splits photos into sections, or not.
  public func group(_ grouping: PhotoGrouping) { change { $0.grouping = grouping } }

  /// Shows one album's photos, or all; refuses an album with no photos.
  public func filter(_ filter: AlbumFilter) throws(PhotoListError) {
    if case .album(let album) = filter {
      guard photos.value != nil else { throw .unknownAlbum(album, known: nil) }
      // Counted through a kept store's index; only a refusal reads every album, to name them.
      let photosOfAlbum = FetchDescriptor(predicate: Photo.predicate(belongingTo: album))
      guard ((try? repository.store.count(photosOfAlbum)) ?? 0) > 0 else {
        let held = albums
        throw .unknownAlbum(album, known: held.first.flatMap { low in held.last.map { low...$0 } })
      }
    }
    change { $0.albumFilter = filter }
  }

  /// Hands the fetched results the edited query, keeping it once they accepted it.
  private func change(_ edit: (inout PhotoQuery) -> Void) {
    var new = query
    edit(&new)
    do {
      try source?.requery(from: query, to: new)
      query = new
    } catch {
      photos.fail(LoadFailure(error))
    }
    rowsChanged(droppingMarks: true)
  }

  /// Asks to show the photo with id `id`; refused when the list does not show it.
  public func open(_ id: Photo.ID) throws(PhotoListError) {
    guard photos.value != nil, let controller = source?.controller,
      let photo = controller.path(of: id).flatMap(controller.entity(at:))
    else { throw .noSuchPhoto(id) }
    onNavigate(.showPhoto(photo))
  }

  /// A front end reports the rows it shows, by id; the list answers with ``thumbnailWindow``.
  public func visibleRowsChanged(ids: [Photo.ID]) {
    guard let controller = source?.controller else { return }
    let window = ThumbnailWindow(showing: ids, in: controller)
    if window != thumbnailWindow { thumbnailWindow = window }
  }

  /// The fetched results; nil only when the store could not be read.
  private var source: ListDataSource<Photo>? { try? rows.get().source }

  /// Takes what the fetched results announced (a query's change, another list's write): the
  /// rows are a new version, and a refresh's change set, whose paths no longer hold, goes.
  private func rowsChanged(droppingMarks: Bool = false) {
    let announced = !((try? rows.get().inbox.take()) ?? []).isEmpty
    guard announced || droppingMarks else { return }
    photos.edit { $0.rowsChanged(announced: announced) }
  }
}
