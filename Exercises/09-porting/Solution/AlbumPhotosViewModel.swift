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

  /// The screen is shown (SwiftUI's `.task`): loads when nothing is shown yet, which is also
  /// the case after a first load stopped before it answered.
  public func appear() async {
    guard case .idle = state else { return }
    await fetch(from: .idle, showing: .loading)
  }

  /// A pull to refresh (SwiftUI's `.refreshable`): loads the photos again, still showing them;
  /// stopped, it leaves them as they were.
  public func refresh() async {
    guard case .loaded(let photos) = state else { return }
    await fetch(from: state, showing: .refreshing(photos))
  }

  /// The screen left view (SwiftUI's `.onDisappear`). Its loads run in SwiftUI's tasks, which
  /// SwiftUI cancels itself, so there is nothing more to stop here.
  public func disappear() {}

  /// Loads, showing `underWay` meanwhile. A load stopped before it answered goes back to
  /// `before`: a cancelled load is no news, so the screen is what it was, and never stays
  /// `loading` or `refreshing`, which nothing would end.
  private func fetch(from before: State, showing underWay: State) async {
    state = underWay
    do {
      state = .loaded(try await service.photos(albumID: albumID))
    } catch is CancellationError {
      state = before
    } catch {
      state = .failed(LoadFailure(error))
    }
  }
}
