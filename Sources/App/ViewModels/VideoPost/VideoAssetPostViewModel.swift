import Essentials
import Models
import Observation

/// The screen for posting a video from a media-library asset: fetch it (an export with
/// progress), caption it, upload, post. Its state is a fetch stage, then the file and the
/// ``VideoPostPhase`` both video-post screens share through their `VideoPostCore`.
///
/// ```swift
/// let screen = VideoAssetPostViewModel(asset: asset, library: library, service: service)
/// await screen.start()           // .fetchingAsset(…) … .fetched(file, .ready)
/// try screen.setCaption("Cat meets cucumber")
/// try await screen.post()
/// ```
@MainActor
@Observable
public final class VideoAssetPostViewModel: ScreenModel {
  /// What the asset screen shows: fetching the asset, then posting it.
  public enum State: Hashable, Sendable {
    /// The asset is being copied from the library; nothing can be sent yet.
    case fetchingAsset(TransferProgress)
    /// Copying failed; `retry` fetches the asset again.
    case fetchFailed(LoadFailure)
    /// Copying was cancelled; `retry` fetches the asset again.
    case fetchCancelled
    /// The asset is a local file now, and posting it is where `phase` says.
    case fetched(VideoFile, VideoPostPhase)
  }

  /// The asset being posted.
  public let asset: MediaAsset
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (VideoPostNavigation) -> Void = { _ in }

  /// The fetch's own stage; the posting part lives in `core`.
  private var fetch: Fetch
  @ObservationIgnored private let library: any MediaLibrary
  @ObservationIgnored private let exporting = LatestTask()
  private let core: VideoPostCore

  /// Creates the screen for `asset`; nothing is fetched until ``start()``.
  public init(
    asset: MediaAsset, library: any MediaLibrary, service: any VideoPostService,
    settings: VideoPostSettings = VideoPostSettings(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.asset = asset
    self.library = library
    self.fetch = .fetching(TransferProgress(completed: 0, total: asset.size))
    self.core = VideoPostCore(service: service, settings: settings, clock: clock)
    core.onPosted = { [weak self] post in self?.onNavigate(.posted(post)) }
  }

  /// What the screen shows now.
  public var state: State {
    switch fetch {
    case .fetching(let progress): .fetchingAsset(progress)
    case .failed(let failure): .fetchFailed(failure)
    case .cancelled: .fetchCancelled
    case .fetched(let file): .fetched(file, core.phase)
    }
  }

  /// The caption as typed.
  public var caption: String { core.caption }
  /// What stops the caption from being posted, or nil.
  public var captionIssue: CaptionIssue? { core.captionIssue }
  /// Whether the Post action is available: fetched, ready, with a valid caption.
  public var canPost: Bool {
    switch fetch {
    case .fetching, .failed, .cancelled: false
    case .fetched: core.canPost
    }
  }

  /// Fetches the asset from the library, returning once settled; nothing once it is fetched.
  public func start() async {
    switch fetch {
    case .fetching, .failed, .cancelled:
      fetch = .fetching(TransferProgress(completed: 0, total: asset.size))
      await exporting.run { isCurrent in await self.export(isCurrent) }
    case .fetched: return
    }
  }

  /// The screen is shown (SwiftUI's `.task`): fetches the asset, or fetches it again after a
  /// fetch that failed or was stopped; nothing once it is fetched. The same as ``start()``.
  public func appear() async { await start() }

  /// The screen went away: stops a fetch under way, which says it was cancelled, so the next
  /// ``appear()`` fetches again. A post being sent goes on: the person asked for it, and only
  /// ``close()`` or ``cancel()`` stops it.
  public func disappear() {
    guard case .fetching = fetch else { return }
    exporting.stop()
    fetch = .cancelled
  }

  /// Replaces the caption; possible while fetching, refused once the post is being sent.
  public func setCaption(_ text: String) throws(VideoPostError) { try core.setCaption(text) }

  /// Uploads the fetched file and publishes the post; refused before the fetch is done.
  public func post() async throws(VideoPostError) {
    switch fetch {
    case .fetching, .failed, .cancelled: throw .notFetched
    case .fetched(let file): try await core.post(file)
    }
  }

  /// Stops the fetch, the upload or the publishing under way; `retry` continues later.
  public func cancel() throws(VideoPostError) {
    switch fetch {
    case .fetching:
      exporting.stop()
      fetch = .cancelled
    case .failed, .cancelled, .fetched: try core.cancel()
    }
  }

  /// Fetches again after a failed or cancelled fetch; otherwise continues the post, resuming the
  /// upload where the server stopped.
  public func retry() async throws(VideoPostError) {
    switch fetch {
    case .fetching: throw .nothingToRetry
    case .failed, .cancelled: await start()
    case .fetched: try await core.retry()
    }
  }

  /// Leaves the screen, stopping anything under way.
  public func close() {
    exporting.stop()
    core.stopSending()
    onNavigate(.closed)
  }

  private func export(_ isCurrent: @MainActor () -> Bool) async {
    do {
      for try await event in library.export(asset) {
        guard isCurrent() else { return }
        switch event {
        case .progress(let progress): fetch = .fetching(progress)
        case .finished(let file): fetch = .fetched(file)
        }
      }
      try Task.checkCancellation()
    } catch {
      guard isCurrent() else { return }
      fetch = error is CancellationError ? .cancelled : .failed(LoadFailure(error))
    }
  }
}

/// Where fetching the asset is: the asset screen's own part of its state.
private enum Fetch {
  case fetching(TransferProgress)
  case failed(LoadFailure)
  case cancelled
  case fetched(VideoFile)
}
