import DataEngine
import Models
import Observation

/// The photo detail screen's logic: shows one photo as the store the lists read holds it (no
/// copy: a rename made on another screen shows here), reloads it into that store (so every list
/// shows the newer copy), loads its thumbnail, and asks to go back.
@MainActor
@Observable
public final class PhotoDetailViewModel: ScreenModel, Navigating {
  /// What the detail screen shows: the photo, and what its reload is doing. Four cases, each
  /// with what it needs, where a photo, an `isReloading` flag and an optional error could
  /// contradict each other.
  public enum State: Hashable, Sendable {
    /// The photo, current as far as the screen knows.
    case loaded(Photo)
    /// The photo on screen while a newer copy loads.
    case reloading(Photo)
    /// The photo on screen while the service waits to retry a failed reload; `retry` skips it.
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
    case back
  }

  /// What the screen shows now: the row of the photo's id as the store holds it, with what its
  /// reload is doing; never out of date, because nothing of it is copied.
  public var state: State {
    let photo = shown.value
    return switch reloading.phase.status {
    case .idle: .loaded(photo)
    case .refreshing: .reloading(photo)
    case .retrying(let countdown): .retrying(photo, countdown)
    case .failed(let failure): .failed(photo, failure)
    }
  }
  public var id: Photo.ID { shown.id }
  /// The photo's thumbnail; `.none` before the screen appears, or without a thumbnail service.
  public var thumbnail: ThumbnailState { thumbnailLoad?.state ?? .none }
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// The photo: the store's row, whoever writes it.
  private let shown: WatchedRow<Photo>
  private let reloading: ScreenLoad<Void>
  @ObservationIgnored private let thumbnailLoad: ThumbnailLoad?

  /// The detail of `photo`'s id as `store` holds it (`photo` until it does; without a store, a
  /// store of its own, as for a preview); `clock` times the countdown to a service's retry.
  public init(
    photo: Photo, store: (any Store<Photo>)? = nil, service: any PhotoService,
    thumbnails: (any ThumbnailService)? = nil, clock: any Clock<Duration> = ContinuousClock()
  ) {
    let store = store ?? InMemoryStore([photo])
    shown = WatchedRow(photo, in: store)
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
    if case .loaded = state { await thumbnailLoad?.follow(shown.value) }
  }

  /// Reloads after a failure, or at once while an automatic retry counts down.
  public func retry() async throws(IntentError) { try await reloading.retry() }

  /// The screen is shown: loads the thumbnail, and returns once it has settled or was cancelled.
  public func appear() async { await thumbnailLoad?.load(shown.value) }

  /// The screen went away: stops the thumbnail and any reload, which ends in the state it found.
  public func disappear() {
    thumbnailLoad?.cancel()
    reloading.disappear()
  }

  public func back() { onNavigate(.back) }
}
