import DataEngine
import Models
import Observation

/// The albums screen's logic: loads every album with its owner's name, counts each album's
/// photos in the store the photo lists read, lists them by title, and asks to show one album's
/// photos.
///
/// The photos are not downloaded here: the counts are what the shared store holds, recounted
/// whenever another screen writes to it, and an album opened loads only its own photos into the
/// same store (``PhotoListViewModel/init(service:store:query:clock:mostRows:album:)``).
///
/// ```swift
/// let albums = AlbumsViewModel(service: service, store: store)
/// albums.onNavigate = { navigation in coordinator.show(navigation) }
/// await albums.load()
/// try albums.open(3)   // asks for .showAlbum(album 3)
/// ```
@MainActor
@Observable
public final class AlbumsViewModel {
  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the photos of this album.
    case showAlbum(Album)
  }

  /// What the screen shows now.
  public var state: State {
    switch source {
    case .idle: .idle
    case .loading: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let listed) where listed.albums.isEmpty: .empty
    case .loaded(let listed):
      .loaded(AlbumRow.rows(albums: listed.albums, users: listed.users, counts: counts))
    }
  }

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// The albums and their owners, as the server listed them.
  private struct Listed: Hashable, Sendable {
    let albums: [Album]
    let users: [User]
  }

  /// Where the screen is: with ``counts``, what ``state`` is derived from.
  private enum Source: Hashable {
    case idle
    case loading
    case loaded(Listed)
    case failed(LoadFailure)
  }

  private var source = Source.idle
  /// How many photos the store holds of each album, counted when the albums arrived and again
  /// after each write to the store.
  private var counts: [Album.ID: Int] = [:]
  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let store: any Store<Photo>
  /// Whether the load also brings every photo into ``store``: only for a screen with a store of
  /// its own, which no list fills.
  @ObservationIgnored private let fillsStore: Bool
  @ObservationIgnored private let request = LatestTask()
  @ObservationIgnored private var subscription: StoreSubscription?
  /// How many loads have started: a load settles the screen only while it is the newest.
  @ObservationIgnored private var loads = 0
  /// What the screen showed before the load under way; nil when none is.
  @ObservationIgnored private var beforeLoad: Source?
  /// Whether the last load was stopped before it answered, with nothing loaded: `appear()` and
  /// `retry()` load again.
  @ObservationIgnored private var stoppedFirstLoad = false

  /// Creates the view model over the store the photo lists read; nothing loads until
  /// ``load()``, and no photo is downloaded by it.
  public init(service: any PhotoService, store: any Store<Photo>) {
    self.service = service
    self.store = store
    fillsStore = false
    subscription = store.observe { [weak self] _ in
      // Written by anyone, on whatever thread committed: count again on the main actor.
      Task { @MainActor in self?.recount() }
    }
  }

  /// Creates the view model with a store of its own, which its load fills with every photo the
  /// service has, to count them: a screen that shares no list's truth (a test, a preview).
  public convenience init(service: any PhotoService) {
    self.init(service: service, store: InMemoryStore(), fillsStore: true)
  }

  private init(service: any PhotoService, store: any Store<Photo>, fillsStore: Bool) {
    self.service = service
    self.store = store
    self.fillsStore = fillsStore
  }

  // MARK: Loading

  /// Loads the albums and their owners at once (and, for a screen with a store of its own,
  /// every photo into it); the newest load wins (`LatestTask`). Returns when this load has
  /// settled. A load stopped before it answered (``disappear()``, or the task awaiting it
  /// cancelled) ends in the state before it.
  public func load() async {
    if beforeLoad == nil { beforeLoad = source }
    loads += 1
    let mine = loads
    stoppedFirstLoad = false
    source = .loading
    let (service, store, fillsStore) = (service, store, fillsStore)
    await request.run {
      async let albums = service.albums()
      async let users = service.users()
      if fillsStore {
        async let photos = service.photos(albumID: nil)
        let listed = Listed(albums: try await albums, users: try await users)
        return (listed, try await photos)
      }
      return (Listed(albums: try await albums, users: try await users), nil)
    } apply: { [weak self] (result: Result<(Listed, [Photo]?), any Error>) in
      guard let self else { return }
      switch result {
      case .success(let (listed, photos)):
        do {
          if let photos { _ = try PhotoSync(service: service, store: store).keep(photos) }
          source = .loaded(listed)
          recount()
        } catch {
          source = .failed(LoadFailure(error, step: .keeping))
        }
      case .failure(let error): source = .failed(LoadFailure(error))
      }
    }
    if loads == mine { settleLoad() }
  }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has loaded, or the last load
  /// was stopped before it answered; a screen shown again keeps what it has.
  public func appear() async {
    if case .idle = source { await load() }
  }

  /// Loads again after a failure, or after a first load was stopped before it answered; refused
  /// when nothing failed.
  public func retry() async throws(IntentError) {
    switch source {
    case .failed: await load()
    case .idle where stoppedFirstLoad: await load()
    case .idle, .loading, .loaded: throw .nothingToRetry
    }
  }

  /// The screen went away: stops the load under way, whose answer nobody will see, and settles
  /// the screen at once.
  public func disappear() {
    guard beforeLoad != nil else { return }
    request.stop()
    settleLoad()
  }

  /// Ends the load under way: one that answered has set the screen; one stopped before it
  /// answered goes back to the screen before it.
  private func settleLoad() {
    guard let before = beforeLoad else { return }
    beforeLoad = nil
    guard case .loading = source else { return }
    source = before
    if case .idle = before { stoppedFirstLoad = true }
  }

  /// Counts the store's photos by album again, while the albums are listed (before, there is
  /// nothing to count them for); a store that cannot be read counts none.
  private func recount() {
    guard case .loaded = source else { return }
    let now = AlbumRow.counts(of: (try? store.fetchAll()) ?? [])
    if now != counts { counts = now }
  }

  // MARK: Selection

  /// Asks to show the photos of the album with id `id`; refused unless the screen lists it.
  public func open(_ id: Album.ID) throws(AlbumsError) {
    guard case .loaded(let listed) = source, let album = listed.albums.first(where: { $0.id == id })
    else { throw .noSuchAlbum(id) }
    onNavigate(.showAlbum(album))
  }
}
