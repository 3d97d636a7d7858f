import Models
import Observation
import ViewModels

/// The featured-photo screen's logic: loads one photo, loads it again on request, and retries
/// after a failure.
///
/// Where the screen is lives in one private value, `phase`: what it has to show (nothing yet,
/// or a photo) and what it is doing (resting, loading, or failed and why). Every combination
/// of the two is a moment the screen can really be in, so no intent can leave it in one that
/// means nothing. The public ``state`` is computed from it, so it is never out of date.
///
/// ```swift
/// let screen = FeaturedPhotoViewModel(photoID: 7, service: service)
/// await screen.load()
/// screen.state  // .loaded(photo), or .failed(why)
/// ```
@MainActor
@Observable
public final class FeaturedPhotoViewModel {
  /// What the screen shows now.
  public var state: State {
    switch phase {
    case .empty(.resting): .idle
    case .empty(.loading): .loading
    case .empty(.failed(let failure)): .failed(failure)
    case .showing(let photo, .resting): .loaded(photo)
    case .showing(let photo, .loading): .refreshing(photo)
    case .showing(let photo, .failed(let failure)): .refreshFailed(photo, failure)
    }
  }

  /// What the screen has to show, and what it is doing about it.
  private enum Phase {
    /// No photo yet.
    case empty(Activity)
    /// A photo on screen; once loaded, it stays.
    case showing(Photo, Activity)

    /// The same photo, or none, with a new activity.
    func doing(_ activity: Activity) -> Phase {
      switch self {
      case .empty: .empty(activity)
      case .showing(let photo, _): .showing(photo, activity)
      }
    }
  }

  /// What the screen is doing, whatever it shows.
  private enum Activity {
    case resting
    case loading
    case failed(LoadFailure)
  }

  /// The one stored value: every intent replaces it whole.
  private var phase = Phase.empty(.resting)

  @ObservationIgnored private let photoID: Int
  @ObservationIgnored private let service: any PhotoService

  /// Creates the screen for the photo with id `photoID`; nothing loads until ``load()``.
  public init(photoID: Int, service: any PhotoService) {
    self.photoID = photoID
    self.service = service
  }

  /// Loads the photo, keeping the one on screen (if any) while it waits and if it fails.
  public func load() async {
    phase = phase.doing(.loading)
    do {
      phase = .showing(try await service.photo(id: photoID), .resting)
    } catch {
      phase = phase.doing(.failed(LoadFailure(error)))
    }
  }

  /// Loads again after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) {
    switch phase {
    case .empty(.failed), .showing(_, .failed): await load()
    case .empty(.resting), .empty(.loading), .showing(_, .resting), .showing(_, .loading):
      throw .nothingToRetry
    }
  }
}
