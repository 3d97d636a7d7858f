import Models
import ViewModels

extension FeaturedPhotoViewModel {
  /// What the featured-photo screen shows: exactly the six moments it can be in.
  ///
  /// A view switches over it exhaustively, so each case is drawn on purpose. A photo, once
  /// loaded, stays on screen while a newer copy loads and when loading it fails.
  public enum State: Hashable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// The first load is on its way; nothing to show yet.
    case loading
    /// The photo, as current as the screen knows.
    case loaded(Photo)
    /// The photo on screen while a newer copy loads.
    case refreshing(Photo)
    /// The first load failed: nothing to show, and why; `retry` tries again.
    case failed(LoadFailure)
    /// Loading a newer copy failed: the photo stays, with why; `retry` tries again.
    case refreshFailed(Photo, LoadFailure)
  }
}
