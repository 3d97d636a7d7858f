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

    /// The photo on screen, whatever the case.
    public var photo: Photo {
      switch self {
      case .loaded(let photo), .reloading(let photo), .retrying(let photo, _),
        .failed(let photo, _):
        photo
      }
    }
  }

  /// What the detail is doing, apart from the photo: the store holds that.
  private enum Activity: Hashable {
    case resting
    case reloading
    case retrying(RetryCountdown)
    case failed(LoadFailure)

    /// This activity with nothing under way: what a reload stopped before it answered goes
    /// back to.
    var atRest: Activity {
      switch self {
      case .reloading, .retrying: .resting
      case .resting, .failed: self
      }
    }
  }

  /// Where the detail screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Leave the detail and return to where it was opened from.
    case back
  }

  /// What the screen shows now: the row of the photo's id as the store holds it, with what the
  /// detail is doing; never out of date, because nothing of it is copied.
  public var state: State {
    let photo = shownPhoto
    return switch activity {
    case .resting: .loaded(photo)
    case .reloading: .reloading(photo)
    case .retrying(let countdown): .retrying(photo, countdown)
    case .failed(let failure): .failed(photo, failure)
    }
  }
  /// The id of the photo the detail shows.
  public let id: Photo.ID
  /// The photo's thumbnail; `.none` before the screen appears, or without a thumbnail service.
  public var thumbnail: ThumbnailState { thumbnailLoad?.state ?? .none }
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// What the detail is doing: one of the two values the state is derived from.
  private var activity = Activity.resting
  /// Counts the writes to the photo's row in the store: the other value, read so Observation
  /// reports a change to the row, whoever wrote it.
  private var rowVersion = 0
  @ObservationIgnored private let store: any Store<Photo>
  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let photoLoad: RetryingLoad
  @ObservationIgnored private let thumbnailLoad: ThumbnailLoad?
  /// The photo as last read from the store: shown once the store no longer holds it (a refresh
  /// elsewhere deleted it) or cannot be read.
  @ObservationIgnored private var lastRead: Photo
  /// Hears of writes to the store while the detail lives; released with it.
  @ObservationIgnored private var subscription: StoreSubscription?
  /// How many reloads have started: a reload settles the screen only while it is the newest.
  @ObservationIgnored private var reloads = 0
  /// What the detail was doing before the reload under way; nil when none is.
  @ObservationIgnored private var beforeReload: Activity?

  /// Creates the view model showing the photo of `photo`'s id as `store` holds it (the store the
  /// lists read), or `photo` itself until the store holds that id; a reload writes the newer
  /// copy to `store`. `thumbnails` supplies its thumbnail, and `clock` times the countdown to a
  /// service's next automatic retry.
  public init(
    photo: Photo, store: any Store<Photo>, service: any PhotoService,
    thumbnails: (any ThumbnailService)? = nil, clock: any Clock<Duration> = ContinuousClock()
  ) {
    id = photo.id
    self.store = store
    self.service = service
    self.thumbnailLoad = thumbnails.map(ThumbnailLoad.init(service:))
    self.photoLoad = RetryingLoad(clock: clock)
    lastRead = photo
    let id = photo.id
    subscription = store.observe { [weak self] change in
      guard
        change.inserted.contains(where: { $0.id == id })
          || change.updated.contains(where: { $0.id == id }) || change.deleted.contains(id)
      else { return }
      // Written by anyone, on whatever thread committed: tell observers on the main actor.
      Task { @MainActor in self?.rowVersion += 1 }
    }
  }

  /// Creates the view model showing `photo` from a store of its own: a detail that shares no
  /// list's truth (a preview, a test of the screen alone).
  public convenience init(
    photo: Photo, service: any PhotoService, thumbnails: (any ThumbnailService)? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(
      photo: photo, store: InMemoryStore([photo]), service: service, thumbnails: thumbnails,
      clock: clock)
  }

  /// The row of the photo's id in the store now; the last one read when there is none.
  private var shownPhoto: Photo {
    _ = rowVersion
    guard let photo = (try? store.fetch(id: id)) ?? nil else { return lastRead }
    lastRead = photo
    return photo
  }

  /// Fetches the latest copy of the photo, and its thumbnail again if that changed; the newest
  /// reload wins. A reload stopped before it answered (``disappear()``, or the task awaiting it
  /// cancelled, as SwiftUI cancels `.refreshable`) ends in the state before it.
  public func reload() async {
    let shown = shownPhoto
    if beforeReload == nil { beforeReload = activity.atRest }
    reloads += 1
    let mine = reloads
    activity = .reloading
    let (service, store, id) = (service, store, id)
    await photoLoad.run {
      try await service.photo(id: id)
    } countdown: { [weak self] value in
      self?.activity = .retrying(value)
    } apply: { result in
      switch result {
      case .success(let photo):
        // Into the store, not into the screen: every list over it shows the newer copy too.
        do {
          _ = try store.upsert(photo)
          self.rowVersion += 1
          self.activity = .resting
        } catch {
          self.activity = .failed(LoadFailure(error, step: .keeping))
        }
      case .failure(let error): self.activity = .failed(LoadFailure(error))
      }
    }
    if reloads == mine { settleReload() }
    // A newer copy with another picture: the one on screen is out of date, so load the new one
    // (only while the screen shows a thumbnail; before it appears there is nothing to replace).
    let photo = shownPhoto
    if case .resting = activity, photo.thumbnailURL != shown.thumbnailURL, let thumbnailLoad,
      thumbnailLoad.state != .none
    {
      await thumbnailLoad.load(photo)
    }
  }

  /// Reloads after a failure, or at once while an automatic retry counts down; refused when
  /// nothing failed.
  public func retry() async throws(IntentError) {
    switch activity {
    case .failed, .retrying: await reload()
    case .resting, .reloading: throw .nothingToRetry
    }
  }

  /// The screen is shown: loads the thumbnail, and returns once it has settled or was cancelled.
  public func appear() async { await thumbnailLoad?.load(shownPhoto) }

  /// The screen went away: stops loading the thumbnail and any reload, which nobody will see
  /// now; a stopped reload leaves the state it found.
  public func disappear() {
    thumbnailLoad?.cancel()
    guard beforeReload != nil else { return }
    photoLoad.stop()
    settleReload()
  }

  /// Ends the reload under way: one that answered has set the activity; one stopped before it
  /// answered goes back to the activity before it.
  private func settleReload() {
    guard let before = beforeReload else { return }
    beforeReload = nil
    switch activity {
    case .reloading, .retrying: activity = before
    case .resting, .failed: break
    }
  }

  /// Asks to leave the detail screen.
  public func back() { onNavigate(.back) }
}
