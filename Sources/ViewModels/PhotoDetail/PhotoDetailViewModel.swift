import Models
import Observation

/// The photo detail screen's logic: shows one photo, can reload it, and asks to go back.
///
/// The list hands over the photo it already has, so the screen shows at once; ``reload()``
/// fetches the latest version, keeping the one on screen while it waits or if it fails.
@MainActor
@Observable
public final class PhotoDetailViewModel {
  /// What the detail screen shows now.
  public enum State: Hashable, Sendable {
    /// The photo, current as far as the screen knows.
    case loaded(Photo)
    /// The photo on screen while a newer copy loads.
    case reloading(Photo)
    /// The photo on screen, and why reloading it failed; `retry` reloads again.
    case failed(Photo, LoadFailure)

    /// The photo on screen, whatever the case.
    public var photo: Photo {
      switch self {
      case .loaded(let photo), .reloading(let photo), .failed(let photo, _): photo
      }
    }
  }

  /// Where the detail screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Leave the detail and return to where it was opened from.
    case back
  }

  /// What the screen shows now.
  public private(set) var state: State
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let photoRequest = LatestRequest<Photo>()

  /// Creates the view model showing `photo` at once.
  public init(photo: Photo, service: any PhotoService) {
    self.service = service
    self.state = .loaded(photo)
  }

  /// Fetches the latest copy of the photo; a reload superseded by a newer one is cancelled,
  /// and its answer dropped if it comes anyway.
  public func reload() async {
    let shown = state.photo
    state = .reloading(shown)
    let service = service
    await photoRequest.run {
      try await service.photo(id: shown.id)
    } apply: { result in
      switch result {
      case .success(let photo): self.state = .loaded(photo)
      case .failure(let error): self.state = .failed(shown, LoadFailure(error))
      }
    }
  }

  /// Reloads after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) {
    guard case .failed = state else { throw .nothingToRetry }
    await reload()
  }

  /// Asks to leave the detail screen.
  public func back() {
    onNavigate(.back)
  }
}
