import Foundation
import Models
import Observation
import ViewModels

/// The screen for posting a video recorded with the camera: record, stop, caption, post.
///
/// The third input kind, added by composition: no line of the URL or asset screens changed.
/// Its own part is the recording (the time recorded, stopping, a failed recording recorded
/// again). Once the clip exists it is a file, and posting a file is exactly what
/// `VideoURLPostViewModel` does, checks included; so this screen *contains* one for its clip and
/// forwards the shared intents to it. (The kit's two screens contain a `VideoPostCore`; that
/// type is internal to ViewModels, and from outside the module the URL screen is the shared
/// part there is to contain.)
///
/// ```swift
/// let screen = VideoRecordingPostViewModel(camera: camera, service: service, files: files)
/// Task { await screen.start() }     // .recording(0 s) … .recording(12 s)
/// try await screen.stopRecording()  // .recorded(file, .ready)
/// try screen.setCaption("Harbour at dusk")
/// try await screen.post()
/// ```
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

  /// Where the recording is: the one value ``state`` is derived from.
  private var take = Take.recording(.zero)
  /// The caption typed before there is a clip; handed to the clip's screen when the clip
  /// arrives, and not read after that.
  private var draft = ""
  @ObservationIgnored private let camera: any Camera
  @ObservationIgnored private let postingScreen:
    @MainActor (URL) throws(VideoFileProblem) -> VideoURLPostViewModel
  /// The recording under way, to stop when the screen closes; a handle, not screen state.
  @ObservationIgnored private var recording: Task<Void, Never>?

  /// Creates the screen; nothing is recorded until ``start()``.
  public init(
    camera: any Camera, service: any VideoPostService, files: any FileInspector,
    settings: VideoPostSettings = VideoPostSettings(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.camera = camera
    postingScreen = { clip throws(VideoFileProblem) in
      try VideoURLPostViewModel(
        url: clip, service: service, files: files, settings: settings, clock: clock)
    }
  }

  /// What the screen shows now.
  public var state: State {
    switch take {
    case .recording(let duration): .recording(duration)
    case .failed(let failure): .recordingFailed(failure)
    case .unusable(let problem): .unusable(problem)
    case .recorded(let screen): .recorded(screen.file, screen.state)
    }
  }

  /// The caption as typed, before the clip exists or after.
  public var caption: String {
    switch take {
    case .recording, .failed, .unusable: draft
    case .recorded(let screen): screen.caption
    }
  }

  /// Whether the Post action is available: recorded, ready, with a valid caption.
  public var canPost: Bool {
    switch take {
    case .recording, .failed, .unusable: false
    case .recorded(let screen): screen.canPost
    }
  }

  // MARK: The recording's own intents

  /// Records a clip; returns once the recording has settled, with a clip or a failure. Does
  /// nothing once there is a clip: it may be on its way to the server.
  public func start() async {
    switch take {
    case .recording, .failed, .unusable: break
    case .recorded: return
    }
    recording?.cancel()
    take = .recording(.zero)
    let events = camera.record()
    let task = Task { [weak self] in
      guard let self else { return }
      await record(events)
    }
    recording = task
    // The task is unstructured: pass the caller's cancellation on by hand.
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Ends the recording; the clip then becomes the file to post. Refused unless recording.
  public func stopRecording() async throws(RecordingIntentError) {
    switch take {
    case .recording: await camera.stop()
    case .failed, .unusable, .recorded: throw .notRecording
    }
  }

  // MARK: The shared intents, forwarded once there is a clip

  /// Replaces the caption; possible while recording, refused once the post is being sent.
  public func setCaption(_ text: String) throws(RecordingIntentError) {
    switch take {
    case .recording, .failed, .unusable: draft = text
    case .recorded(let screen):
      do throws(VideoPostError) { try screen.setCaption(text) } catch {
        throw .posting(error)
      }
    }
  }

  /// Uploads the clip and publishes the post; refused before there is a clip.
  public func post() async throws(RecordingIntentError) {
    switch take {
    case .recording: throw .stillRecording
    case .failed, .unusable: throw .noClip
    case .recorded(let screen):
      do throws(VideoPostError) { try await screen.post() } catch { throw .posting(error) }
    }
  }

  /// Stops the upload or the publishing under way; `retry` continues later. Before there is a
  /// clip there is nothing to stop: refused with `.posting(.nothingToCancel)`.
  public func cancel() throws(RecordingIntentError) {
    switch take {
    case .recording, .failed, .unusable: throw .posting(.nothingToCancel)
    case .recorded(let screen):
      do throws(VideoPostError) { try screen.cancel() } catch { throw .posting(error) }
    }
  }

  /// Records again after a failed or unusable recording; otherwise continues the post after a
  /// failure or a cancel.
  public func retry() async throws(RecordingIntentError) {
    switch take {
    case .recording: throw .posting(.nothingToRetry)
    case .failed, .unusable: await start()
    case .recorded(let screen):
      do throws(VideoPostError) { try await screen.retry() } catch { throw .posting(error) }
    }
  }

  /// Leaves the screen, stopping anything under way: a recording is abandoned (its task
  /// cancelled, so the camera keeps no clip), and so is a post being sent.
  public func close() {
    switch take {
    case .recording, .failed, .unusable:
      recording?.cancel()
      onNavigate(.closed)
    case .recorded(let screen):
      screen.close()  // its `.closed` reaches onNavigate through the forwarding set below
    }
  }

  // MARK: Recording

  private func record(_ events: AsyncThrowingStream<RecordingEvent, any Error>) async {
    do {
      for try await event in events {
        guard !Task.isCancelled else { return }
        switch event {
        case .recorded(let duration): take = .recording(duration)
        case .finished(let clip):
          receive(clip)
          return
        }
      }
      try Task.checkCancellation()
      take = .failed(LoadFailure(message: "The camera stopped without a clip."))
    } catch is CancellationError {
      return  // closed, or recording again: nobody waits for this one
    } catch {
      take = .failed(LoadFailure(error))
    }
  }

  /// Makes the clip the file to post, with the caption typed so far, or says why it cannot be.
  private func receive(_ clip: URL) {
    do throws(VideoFileProblem) {
      let screen = try postingScreen(clip)
      // A screen that has sent nothing takes any caption; its rules judge it at post time.
      try? screen.setCaption(draft)
      screen.onNavigate = { [weak self] navigation in self?.onNavigate(navigation) }
      take = .recorded(screen)
    } catch {
      take = .unusable(error)
    }
  }
}

/// Where the recording is: the recording screen's own part of its state, then the screen that
/// posts the clip.
private enum Take {
  case recording(Duration)
  case failed(LoadFailure)
  case unusable(VideoFileProblem)
  case recorded(VideoURLPostViewModel)
}
