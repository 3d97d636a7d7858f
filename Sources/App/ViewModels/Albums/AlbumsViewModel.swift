import Models
import Observation

/// The albums screen's logic: loads every album with its owner's name and photo count, lists
/// them by title, and asks to show one album's photos.
///
/// ```swift
/// let albums = AlbumsViewModel(service: service)
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
    case .loaded(let rows) where rows.isEmpty: .empty
    case .loaded(let rows): .loaded(rows)
    }
  }

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// Where the screen is: the one value ``state`` is derived from.
  private enum Source: Hashable {
    case idle
    case loading
    /// Every album, sorted.
    case loaded([AlbumRow])
    case failed(LoadFailure)
  }

  private var source = Source.idle
  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let request = LatestTask()
  /// How many loads have started: a load settles the screen only while it is the newest.
  @ObservationIgnored private var loads = 0
  /// What the screen showed before the load under way; nil when none is.
  @ObservationIgnored private var beforeLoad: Source?
  /// Whether the last load was stopped before it answered, with nothing loaded: `appear()` and
  /// `retry()` load again.
  @ObservationIgnored private var stoppedFirstLoad = false

  /// Creates the view model; nothing loads until ``load()``.
  public init(service: any PhotoService) {
    self.service = service
  }

  // MARK: Loading

  /// Loads the albums, their owners and their photos at once; the newest load wins
  /// (`LatestTask`). Returns when this load has settled. A load stopped before it answered
  /// (``disappear()``, or the task awaiting it cancelled) ends in the state before it.
  public func load() async {
    if beforeLoad == nil { beforeLoad = source }
    loads += 1
    let mine = loads
    stoppedFirstLoad = false
    source = .loading
    let service = service
    await request.run {
      async let albums = service.albums()
      async let users = service.users()
      async let photos = service.photos(albumID: nil)
      return AlbumRow.rows(
        albums: try await albums, users: try await users, photos: try await photos)
    } apply: { [weak self] result in
      switch result {
      case .success(let rows): self?.source = .loaded(rows)
      case .failure(let error): self?.source = .failed(LoadFailure(error))
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

  // MARK: Selection

  /// Asks to show the photos of the album with id `id`; refused unless the screen lists it.
  public func open(_ id: Album.ID) throws(AlbumsError) {
    guard case .loaded(let rows) = source, let row = rows.first(where: { $0.id == id }) else {
      throw .noSuchAlbum(id)
    }
    onNavigate(.showAlbum(row.album))
  }
}
