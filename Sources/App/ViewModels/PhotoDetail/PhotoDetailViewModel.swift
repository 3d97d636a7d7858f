import Models
import Observation

/// The photo detail screen's logic: shows one photo at once (the list hands it over), reloads
/// it keeping the one on screen meanwhile, loads its thumbnail, and asks to go back.
@MainActor
@Observable
public final class PhotoDetailViewModel {
  /// What the detail screen shows now.
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

    /// This state with nothing under way: what a reload stopped before it answered goes back to.
    var atRest: State {
      switch self {
      case .reloading(let photo), .retrying(let photo, _): .loaded(photo)
      case .loaded, .failed: self
      }
    }

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

  /// What the screen shows now: the one value the detail stores, so it is never out of date.
  public private(set) var state: State
  /// The photo's thumbnail; `.none` before the screen appears, or without a thumbnail service.
  public var thumbnail: ThumbnailState { thumbnailLoad?.state ?? .none }
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let photoLoad: RetryingLoad
  @ObservationIgnored private let thumbnailLoad: ThumbnailLoad?
  /// How many reloads have started: a reload settles the screen only while it is the newest.
  @ObservationIgnored private var reloads = 0
  /// What the screen showed before the reload under way; nil when none is.
  @ObservationIgnored private var beforeReload: State?

  /// Creates the view model showing `photo` at once; `thumbnails` supplies its thumbnail, and
  /// `clock` times the countdown to a service's next automatic retry.
  public init(
    photo: Photo, service: any PhotoService, thumbnails: (any ThumbnailService)? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.thumbnailLoad = thumbnails.map(ThumbnailLoad.init(service:))
    self.state = .loaded(photo)
    self.photoLoad = RetryingLoad(clock: clock)
  }

  /// Fetches the latest copy of the photo, and its thumbnail again if that changed; the newest
  /// reload wins. A reload stopped before it answered (``disappear()``, or the task awaiting it
  /// cancelled, as SwiftUI cancels `.refreshable`) ends in the state before it.
  public func reload() async {
    let shown = state.photo
    if beforeReload == nil { beforeReload = state.atRest }
    reloads += 1
    let mine = reloads
    state = .reloading(shown)
    let service = service
    await photoLoad.run {
      try await service.photo(id: shown.id)
    } countdown: { [weak self] value in
      self?.state = .retrying(shown, value)
    } apply: { result in
      switch result {
      case .success(let photo): self.state = .loaded(photo)
      case .failure(let error): self.state = .failed(shown, LoadFailure(error))
      }
    }
    if reloads == mine { settleReload() }
    // A newer copy with another picture: the one on screen is out of date, so load the new one
    // (only while the screen shows a thumbnail; before it appears there is nothing to replace).
    if case .loaded(let photo) = state, photo.thumbnailURL != shown.thumbnailURL,
      let thumbnailLoad, thumbnailLoad.state != .none
    {
      await thumbnailLoad.load(photo)
    }
  }

  /// Reloads after a failure, or at once while an automatic retry counts down; refused when
  /// nothing failed.
  public func retry() async throws(IntentError) {
    switch state {
    case .failed, .retrying: await reload()
    case .loaded, .reloading: throw .nothingToRetry
    }
  }

  /// The screen is shown: loads the thumbnail, and returns once it has settled or was cancelled.
  public func appear() async { await thumbnailLoad?.load(state.photo) }

  /// The screen went away: stops loading the thumbnail and any reload, which nobody will see
  /// now; a stopped reload leaves the state it found.
  public func disappear() {
    thumbnailLoad?.cancel()
    guard beforeReload != nil else { return }
    photoLoad.stop()
    settleReload()
  }

  /// Ends the reload under way: one that answered has set the state; one stopped before it
  /// answered goes back to the state before it.
  private func settleReload() {
    guard let before = beforeReload else { return }
    beforeReload = nil
    switch state {
    case .reloading, .retrying: state = before
    case .loaded, .failed: break
    }
  }

  /// Asks to leave the detail screen.
  public func back() { onNavigate(.back) }
}
