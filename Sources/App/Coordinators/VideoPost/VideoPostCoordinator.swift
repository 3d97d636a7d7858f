import Models
import Observation
import ViewModels

/// Runs one video-post screen, for a file or a library asset, and reports when the person is
/// done: the VideoPost sample's coordinator, and inside the Gallery a child one. It reads no
/// input and draws nothing: a front end (`VideoPostLines`, `VideoPostKeys`) calls the screen's
/// intents and ``close(quitting:)``.
///
/// ```swift
/// let flow = VideoPostCoordinator(asset: VideoAssetPostViewModel(asset: asset, ...))
/// flow.onFinish = { outcome in ... }      // .posted(post) or .closed
/// await flow.start()                      // fetches the asset
/// try flow.screen.setCaption("Cat")
/// try await flow.screen.post()
/// ```
@MainActor
@Observable
public final class VideoPostCoordinator {
  /// The screen, by input kind (only an asset is fetched); what both share is ``screen``.
  public enum Kind {
    /// Posting a file.
    case file(VideoURLPostViewModel)
    /// Posting a library asset, fetched first.
    case asset(VideoAssetPostViewModel)
  }

  /// Whether the person left (`back` or `quit`); anything under way has been stopped.
  public private(set) var isFinished = false
  /// Whether the person asked to leave the whole app rather than just this screen.
  public private(set) var quitRequested = false
  /// Called when the post is published and when the person leaves the screen: the parent's
  /// hook, as a view model's `onNavigate` is its coordinator's.
  @ObservationIgnored public var onFinish: @MainActor (VideoPostNavigation) -> Void = { _ in }
  /// The screen this flow runs.
  @ObservationIgnored public let kind: Kind

  /// A coordinator for posting a file.
  public convenience init(url screen: VideoURLPostViewModel) { self.init(kind: .file(screen)) }

  /// A coordinator for posting a library asset.
  public convenience init(asset screen: VideoAssetPostViewModel) { self.init(kind: .asset(screen)) }

  private init(kind: Kind) {
    self.kind = kind
    screen.onNavigate = { [weak self] navigation in self?.screenAsked(navigation) }
  }

  /// The screen this flow runs, for the intents both kinds share.
  public var screen: any VideoPostScreen {
    switch kind {
    case .file(let screen): screen
    case .asset(let screen): screen
    }
  }

  /// Fetches an asset from the library, returning once settled; a file has nothing to fetch.
  public func start() async {
    switch kind {
    case .file: break
    case .asset(let screen): await screen.start()
    }
  }

  /// Leaves the screen, stopping anything under way; `quitting` asks to leave the whole app.
  public func close(quitting: Bool) {
    if quitting { quitRequested = true }
    screen.close()
  }

  private func screenAsked(_ navigation: VideoPostNavigation) {
    // A published post is on the screen already; leaving ends this coordinator's run.
    if navigation == .closed { isFinished = true }
    onFinish(navigation)
  }
}

extension VideoPostCoordinator: ScreenModel {
  /// The flow is shown: its screen's work starts (an asset is fetched).
  public func appear() async { await start() }

  /// The flow was taken off a path it did not leave itself: it closes as its back would.
  public func disappear() {
    if !isFinished { close(quitting: false) }
  }
}
