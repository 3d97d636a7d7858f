import DataEngine
import Models
import Observation

/// The albums screen's logic: loads every album with its owner's name, counts each album's
/// photos in the store the photo lists read, lists them by title, and asks to show one album's
/// photos.
///
/// The photos are not downloaded here: the counts are what the shared store holds, recounted
/// whenever another screen writes to it, and an album opened loads only its own photos into the
/// same store (``PhotoListViewModel/init(service:store:query:clock:limits:album:)``).
///
/// ```swift
/// let albums = AlbumsViewModel(service: service, store: store)
/// albums.onNavigate = { navigation in coordinator.show(navigation) }
/// await albums.load()
/// try albums.open(3)   // asks for .showAlbum(album 3)
/// ```
@MainActor
@Observable
public final class AlbumsViewModel: ListScreenModel, Navigating {
  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the photos of this album.
    case showAlbum(Album)
  }

  /// What the screen shows now: every album, sorted by title, or where their load is.
  public var state: ListState<AlbumRow> {
    ListState(listed.phase) { AlbumRow.rows(albums: $0.albums, users: $0.users, counts: $0.counts) }
  }

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// The albums and their owners, as the server listed them, and how many photos the store
  /// holds of each album, counted when they arrived and again after each write to the store.
  private struct Listed: Hashable, Sendable {
    let albums: [Album]
    let users: [User]
    var counts: [Album.ID: Int] = [:]
  }

  /// What ``state`` is derived from.
  private let listed: ScreenLoad<Listed>
  @ObservationIgnored private let store: any Store<Photo>
  @ObservationIgnored private var subscription: StoreSubscription?

  /// Creates the view model over the store the photo lists read; nothing loads until
  /// ``load()``, and no photo is downloaded by it.
  public convenience init(service: any PhotoService, store: any Store<Photo>) {
    self.init(service: service, store: store, fillsStore: false)
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

  /// The albums and their owners, asked for at once; with `fillsStore`, every photo too, kept
  /// in `store`.
  private init(service: any PhotoService, store: any Store<Photo>, fillsStore: Bool) {
    self.store = store
    listed = ScreenLoad {
      async let albums = service.albums()
      async let users = service.users()
      async let photos = fillsStore ? service.photos(albumID: nil) : nil
      return (Listed(albums: try await albums, users: try await users), try await photos)
    } keep: { listed, photos in
      if let photos { _ = try PhotoSync(service: service, store: store).keep(photos) }
      var counted = listed
      counted.counts = AlbumRow.counts(of: (try? store.fetchAll()) ?? [])
      return counted
    }
  }

  // MARK: Loading

  /// Loads the albums and their owners at once (and, for a screen with a store of its own,
  /// every photo into it); the newest load wins. Returns when this load has settled; a load
  /// stopped before it answered (``disappear()``) ends in the state before it.
  public func load() async { await listed.load() }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has loaded, or the last load
  /// was stopped before it answered; a screen shown again keeps what it has.
  public func appear() async { await listed.appear() }

  /// Loads again after a failure, or after a first load was stopped before it answered; refused
  /// when nothing failed.
  public func retry() async throws(IntentError) { try await listed.retry() }

  /// The screen went away: stops the load under way, whose answer nobody will see.
  public func disappear() { listed.disappear() }

  /// Counts the store's photos by album again, while the albums are listed (before, there is
  /// nothing to count them for); a store that cannot be read counts none.
  private func recount() {
    guard listed.value != nil else { return }
    let now = AlbumRow.counts(of: (try? store.fetchAll()) ?? [])
    if listed.value?.counts != now { listed.edit { $0.counts = now } }
  }

  // MARK: Selection

  /// Asks to show the photos of the album with id `id`; refused unless the screen lists it.
  public func open(_ id: Album.ID) throws(ListError<Album.ID>) {
    guard let album = listed.value?.albums.first(where: { $0.id == id })
    else { throw .notListed(id) }
    onNavigate(.showAlbum(album))
  }
}
