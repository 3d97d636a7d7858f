import Models
import Observation
import ViewModels

/// One album's photos, for a phone: shown, refreshed by a pull, and left when a screen is pushed
/// over it. SwiftUI drives it: `.task { await screen.appear() }`, `.refreshable { await
/// screen.refresh() }`, `.onDisappear { screen.disappear() }`, and it cancels those tasks when
/// the screen leaves view.
///
/// It follows the rule the kit's view models follow: a load that is no longer current changes
/// nothing, and `disappear()` settles the state at once. A load stops being current when the
/// screen leaves view or a newer load starts; whatever it then ends with (an answer, a
/// `CancellationError` from a fake, `HTTPClient.Failure.cancelled` from the real client) is
/// news about a screen nobody is looking at.
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
  /// How many loads have started or been let go: a load may change the screen only while this
  /// is still the number it took when it started.
  @ObservationIgnored private var generation = 0

  /// A screen of album `albumID`'s photos from `service`; nothing is loaded until `appear()`.
  public init(albumID: Album.ID, service: any PhotoService) {
    self.albumID = albumID
    self.service = service
  }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing is shown yet, which is also
  /// the case after a first load was stopped before it answered.
  public func appear() async {
    guard case .idle = state else { return }
    await fetch(showing: .loading)
  }

  /// A pull to refresh (SwiftUI's `.refreshable`): loads the photos again, still showing them;
  /// stopped, it leaves them as they were.
  public func refresh() async {
    guard case .loaded(let photos) = state else { return }
    await fetch(showing: .refreshing(photos))
  }

  /// The screen left view (SwiftUI's `.onDisappear`): the load under way is no longer current,
  /// and the screen goes back at once to what it showed before it. An `appear()` that follows
  /// straight away (a quick push and pop) then finds `idle` and loads, whenever the old load's
  /// task winds down.
  public func disappear() {
    generation += 1
    settle()
  }

  /// Loads, showing `underWay` meanwhile. Only the current load changes the screen; one whose
  /// task was cancelled while it was still current settles it, as `disappear()` would.
  private func fetch(showing underWay: State) async {
    generation += 1
    let mine = generation
    state = underWay
    do {
      let photos = try await service.photos(albumID: albumID)
      guard mine == generation else { return }
      state = .loaded(photos)
    } catch {
      guard mine == generation else { return }
      if Task.isCancelled { settle() } else { state = .failed(LoadFailure(error)) }
    }
  }

  /// Ends a load under way without its answer: the screen is what it was before the load.
  private func settle() {
    switch state {
    case .loading: state = .idle
    case .refreshing(let photos): state = .loaded(photos)
    case .idle, .loaded, .failed: break
    }
  }
}
