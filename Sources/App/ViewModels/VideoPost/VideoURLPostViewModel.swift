import Foundation
import Models
import Observation

/// The screen for posting a video from a file URL: check the file, caption it, upload, post.
///
/// The file is checked when the view model is made, so a file that cannot be posted never
/// becomes a screen (the initializer throws a `VideoFileProblem`); everything else is the
/// `VideoPostCore` it contains.
///
/// ```swift
/// let screen = try VideoURLPostViewModel(url: movie, service: service, files: inspector)
/// try screen.setCaption("Harbour at dusk")
/// try await screen.post()      // .uploading(…) … .posting(…) … .posted(post)
/// ```
@MainActor
@Observable
public final class VideoURLPostViewModel: ScreenModel {
  /// What the screen shows: where sending is, the file being known from the start.
  public typealias State = VideoPostPhase

  /// The file as named.
  public let url: URL
  /// The checked file: its size and what its header says it is.
  public let file: VideoFile
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (VideoPostNavigation) -> Void = { _ in }

  private let core: VideoPostCore

  /// Checks the file at `url` and creates the screen, or throws why the file cannot be posted.
  public init(
    url: URL, service: any VideoPostService, files: any FileInspector,
    settings: VideoPostSettings = VideoPostSettings(),
    clock: any Clock<Duration> = ContinuousClock()
  ) throws(VideoFileProblem) {
    self.url = url
    self.file = try VideoFile.check(url, using: files, maximumSize: settings.maximumFileSize)
    self.core = VideoPostCore(service: service, settings: settings, clock: clock)
    core.onPosted = { [weak self] post in self?.onNavigate(.posted(post)) }
  }

  /// What the screen shows now.
  public var state: State { core.phase }
  /// The caption as typed.
  public var caption: String { core.caption }
  /// What stops the caption from being posted, or nil.
  public var captionIssue: CaptionIssue? { core.captionIssue }
  /// Whether the Post action is available: ready, with a valid caption.
  public var canPost: Bool { core.canPost }

  /// The screen is shown (SwiftUI's `.task`): nothing to load, the file was checked when the
  /// screen was made; there so every screen has the same lifecycle.
  public func appear() async {}

  /// The screen went away: a post being sent goes on (only ``close()`` or ``cancel()`` stops
  /// it), so there is nothing to stop.
  public func disappear() {}

  /// Replaces the caption; refused once the post is being sent.
  public func setCaption(_ text: String) throws(VideoPostError) { try core.setCaption(text) }

  /// Uploads the file and publishes the post; returns once that has settled.
  public func post() async throws(VideoPostError) { try await core.post(file) }

  /// Stops the upload or the publishing under way; `retry` continues later.
  public func cancel() throws(VideoPostError) { try core.cancel() }

  /// Continues after a failure or a cancel, resuming the upload where the server stopped.
  public func retry() async throws(VideoPostError) { try await core.retry() }

  /// Leaves the screen, stopping anything under way.
  public func close() {
    core.stopSending()
    onNavigate(.closed)
  }
}
