import Foundation
import Models
import Observation
import ViewModels

/// The screen for posting a video recorded with the camera: record, stop, caption, post.
///
/// The third input kind, to be added by composition: the URL and asset screens do not change.
/// Its public surface is written; the README's steps fill it in. Until then the screen shows a
/// failure that says so, and its intents do nothing.
@MainActor
@Observable
public final class VideoRecordingPostViewModel {
  /// What the recording screen shows: recording, then posting the clip.
  public enum State: Hashable, Sendable {
    /// The camera is recording; the clip is this long so far.
    case recording(Duration)
    /// The camera failed; `retry` records again.
    case recordingFailed(LoadFailure)
    /// The clip's file cannot be posted (too large, say); `retry` records again.
    case unusable(VideoFileProblem)
    /// The clip is a local file, and posting it is where the phase says.
    case recorded(VideoFile, VideoPostPhase)
  }

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (VideoPostNavigation) -> Void = { _ in }

  // Step 1: the one private source of truth, and what the screen keeps to build the screen
  // that posts the clip.

  /// Creates the screen; nothing is recorded until ``start()``.
  public init(
    camera: any Camera, service: any VideoPostService, files: any FileInspector,
    settings: VideoPostSettings = VideoPostSettings(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
  }

  /// What the screen shows now.
  public var state: State {
    .recordingFailed(
      LoadFailure(message: "VideoRecordingPostViewModel is not written yet: see the README."))
  }

  /// The caption as typed, before the clip exists or after.
  public var caption: String { "" }

  /// Whether the Post action is available: recorded, ready, with a valid caption.
  public var canPost: Bool { false }

  // MARK: The recording's own intents (step 2)

  /// Records a clip; returns once the recording has settled, with a clip or a failure. Does
  /// nothing once there is a clip: it may be on its way to the server.
  public func start() async {
  }

  /// Ends the recording; the clip then becomes the file to post. Refused unless recording.
  public func stopRecording() async throws(RecordingIntentError) {
  }

  // MARK: The shared intents, forwarded once there is a clip (step 3)

  /// Replaces the caption; possible while recording, refused once the post is being sent.
  public func setCaption(_ text: String) throws(RecordingIntentError) {
  }

  /// Uploads the clip and publishes the post; refused before there is a clip.
  public func post() async throws(RecordingIntentError) {
  }

  /// Stops the upload or the publishing under way; `retry` continues later. Before there is a
  /// clip there is nothing to stop: refused with `.posting(.nothingToCancel)`.
  public func cancel() throws(RecordingIntentError) {
  }

  /// Records again after a failed or unusable recording; otherwise continues the post after a
  /// failure or a cancel.
  public func retry() async throws(RecordingIntentError) {
  }

  /// Leaves the screen, stopping anything under way: a recording is abandoned (its task
  /// cancelled, so the camera keeps no clip), and so is a post being sent.
  public func close() {
  }
}
