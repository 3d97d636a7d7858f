import DataEngine
import Models
import Observation

/// The photo detail screen's logic: shows one photo as the store the lists read holds it,
/// reloads it into that store keeping it on screen meanwhile, loads its thumbnail, and asks to
/// go back.
///
/// The detail keeps no copy of the photo: it reads the row of its id from the shared store each
/// time its state is read, and hears of every write to that row, so a rename made on another
/// screen shows in the open detail, and a newer copy its reload brings shows in every list.
@MainActor
@Observable
public final class PhotoDetailViewModel {
  /// What the detail screen shows: the photo, and what its reload is doing. Four cases, each
  /// with what it needs, where a photo, an `isReloading` flag and an optional error could
  /// contradict each other.
  public enum State: Hashable, Sendable {
    /// The photo, current as far as the screen knows.
    case loaded(Photo)
    /// The photo on screen while a newer copy loads.
    case reloading(Photo)
    /// The photo on screen while the service waits to retry a failed attempt at a newer copy;
    /// `retry` tries at once.
    case retrying(Photo, RetryCountdown)
    /// The photo on screen, and why reloading it failed; `retry` reloads again.
    case failed(Photo, LoadFailure)

    /// The photo on screen, whatever the case.
    public var photo: Photo {
      switch self {
      case .loaded(let photo), .reloading(let photo), .retrying(let photo, _),
        .failed(let photo, _):
        photo
      }
    }
  }

  /// Where the detail screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Leave the detail and return to where it was opened from.
    case back
  }

  /// What the screen shows now: the row of the photo's id as the store holds it, with what its
  /// reload is doing; never out of date, because nothing of it is copied.
  public var state: State {
    let photo = row.value
    return switch reloading.phase.status {
    case .idle: .loaded(photo)
    case .refreshing: .reloading(photo)
    case .retrying(let countdown): .retrying(photo, countdown)
    case .failed(let failure): .failed(photo, failure)
    }
  }
  /// The id of the photo the detail shows.
  public var id: Photo.ID { row.id }
  /// The photo's thumbnail; `.none` before the screen appears, or without a thumbnail service.
  public var thumbnail: ThumbnailState { thumbnailLoad?.state ?? .none }
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// The photo: the store's row, whoever writes it.
  private let row: WatchedRow<Photo>
  /// The reload of a newer copy into the store.
  private let reloading: ScreenLoad<Void>
  @ObservationIgnored private let thumbnailLoad: ThumbnailLoad?

  /// The detail of `photo`'s id as `store` (the lists' store) holds it, or `photo` itself
  /// until the store holds that id; a reload writes the newer copy to `store`. Without a
  /// store, a store of its own (a preview, a test of the screen alone). `thumbnails` supplies
  /// its thumbnail; `clock` times the countdown to a service's next retry.
  public init(
    photo: Photo, store: (any Store<Photo>)? = nil, service: any PhotoService,
    thumbnails: (any ThumbnailService)? = nil, clock: any Clock<Duration> = ContinuousClock()
  ) {
    let store = store ?? InMemoryStore([photo])
    row = WatchedRow(photo, in: store)
    thumbnailLoad = thumbnails.map(ThumbnailLoad.init(service:))
    // Into the store, not into the screen: every list over it shows the newer copy too.
    reloading = ScreenLoad(clock: clock, loaded: ()) {
      try await service.photo(id: photo.id)
    } keep: { newer in
      _ = try store.upsert(newer)
    }
  }

  /// Fetches the latest copy of the photo, and its thumbnail again if that changed; the newest
  /// reload wins, and one stopped before it answered ends in the state before it.
  public func reload() async {
    await reloading.load()
    if case .loaded = state { await thumbnailLoad?.follow(row.value) }
  }

  /// Reloads after a failure, or at once while an automatic retry counts down.
  public func retry() async throws(IntentError) { try await reloading.retry() }

  /// The screen is shown: loads the thumbnail, and returns once it has settled or was cancelled.
  public func appear() async { await thumbnailLoad?.load(row.value) }

  /// The screen went away: stops the thumbnail and any reload, which ends in the state it found.
  public func disappear() {
    thumbnailLoad?.cancel()
    reloading.disappear()
  }

  /// Asks to leave the detail screen.
  public func back() { onNavigate(.back) }
}
