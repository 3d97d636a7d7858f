import DataEngine
import Models

/// Where the photo list is in its life, the one place loading state is kept: a refresh of photos
/// on screen is part of `loaded`, so "refreshing with nothing to show" cannot be written.
enum PhotoListPhase {
  /// Never asked to load.
  case idle
  /// The first load is under way; there is nothing to show.
  case loading
  /// An attempt of the first load failed; the service tries again when the countdown ends.
  case retrying(RetryCountdown)
  /// The first load failed, or the store could not be read.
  case failed(LoadFailure)
  /// Photos are in the store (loaded now, or kept from an earlier run).
  case loaded(LoadedPhotos)

  /// The phase once the load under way reaches `status`: photos on screen stay, with `status`
  /// as their refresh; without photos, `status` is the whole screen.
  mutating func load(_ status: RefreshStatus) {
    switch (self, status) {
    case (.loaded(var photos), _):
      photos.refresh = status
      self = .loaded(photos)
    case (_, .idle): self = .idle
    case (_, .refreshing): self = .loading
    case (_, .retrying(let countdown)): self = .retrying(countdown)
    case (_, .failed(let failure)): self = .failed(failure)
    }
  }

  /// Whether a load is under way: loading, or refreshing or counting down over photos on screen.
  var isUnderWay: Bool {
    switch self {
    case .loading, .retrying: true
    case .idle, .failed: false
    case .loaded(let photos):
      switch photos.refresh {
      case .refreshing, .retrying: true
      case .idle, .failed: false
      }
    }
  }

  /// The phase once the work under way stops with nothing of it kept: back to nothing asked
  /// without photos, or to the photos with no refresh under way.
  mutating func endWork() {
    guard isUnderWay else { return }
    switch self {
    case .loaded(var photos):
      photos.refresh = .idle
      self = .loaded(photos)
    default: self = .idle
    }
  }

  /// Whether the last load failed, or waits to try again: what `retry` acts on.
  var canRetry: Bool {
    switch self {
    case .idle, .loading: false
    case .retrying, .failed: true
    case .loaded(let photos):
      switch photos.refresh {
      case .idle, .refreshing: false
      case .retrying, .failed: true
      }
    }
  }
}

/// What the list knows about the photos in the store beyond the rows the fetched results show:
/// only what a refresh did, never a copy of the rows or of the albums (those are read from the
/// store, which other lists may write too).
struct LoadedPhotos {
  /// What the latest load of them is doing.
  var refresh = RefreshStatus.idle
  /// What the last refresh changed; nil once another intent changed the list.
  var changes: ChangeSet?
  /// How the last refresh marked the rows it changed, by photo id; empty without one.
  var marks: [Photo.ID: ChangeMark] = [:]
  /// How many photos of a load in batches have arrived, while some are still to come (or
  /// failed to); nil once a load brought them all.
  var progress: LoadProgress?
}
