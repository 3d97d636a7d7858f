import Models
import Observation
import ViewModels

/// One album's photos, for a phone: shown, refreshed by a pull, and left when a screen is pushed
/// over it. SwiftUI drives it: `.task { await screen.appear() }`, `.refreshable { await
/// screen.refresh() }`, and it cancels those tasks when the screen leaves view.
///
/// ```swift
/// let screen = AlbumPhotosViewModel(albumID: 3, service: service)
/// await screen.appear()     // loads: .loading, then .loaded(photos)
/// await screen.refresh()    // .refreshing(photos) while it loads again
/// ```
@MainActor
@Observable
public final class AlbumPhotosViewModel {
  /// What the screen shows, one case at a time.
  public enum State: Hashable, Sendable {
    /// Nothing loaded yet: the next `appear()` loads.
    case idle
    /// The first load is under way; there is nothing to show.
    case loading
    /// The album's photos.
    case loaded([Photo])
    /// The photos, still shown while a refresh loads them again.
    case refreshing([Photo])
    /// The load failed.
    case failed(LoadFailure)
  }

  /// What the screen shows now.
  public private(set) var state: State = .idle
  /// The album whose photos these are.
  public let albumID: Album.ID
  @ObservationIgnored private let service: any PhotoService

  /// A screen of album `albumID`'s photos from `service`; nothing is loaded until `appear()`.
  public init(albumID: Album.ID, service: any PhotoService) {
    self.albumID = albumID
    self.service = service
  }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing is shown yet.
  public func appear() async {
    guard case .idle = state else { return }
    state = .loading
    await fetch()
  }

  /// A pull to refresh (SwiftUI's `.refreshable`): loads the photos again, still showing them.
  public func refresh() async {
    guard case .loaded(let photos) = state else { return }
    state = .refreshing(photos)
    await fetch()
  }

  /// The screen left view (SwiftUI's `.onDisappear`). SwiftUI cancels the screen's tasks, but
  /// a cancelled task is not the end of its load: the load ends later, when its `await` comes
  /// back, maybe after the screen has appeared again. Step 1 of the README: what should the
  /// screen show from this moment on?
  public func disappear() {}

  private func fetch() async {
    do {
      state = .loaded(try await service.photos(albumID: albumID))
    } catch is CancellationError {
      // The screen left view: the load stops.
    } catch {
      state = .failed(LoadFailure(error))
    }
  }
}
