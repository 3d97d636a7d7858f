import Essentials
import Foundation
import Models
import Observation

/// Everything about posting a video that does not care where the file came from: the caption,
/// uploading with progress, publishing, cancel and retry.
///
/// Both video-post view models *contain* one and forward their shared intents to it (the
/// Lessons' fragmentation: one view model per input kind, the common part composed in). Where
/// the post is lives in one private enum, `Stage`; a stopped stage keeps the
/// ``VideoPostAttempt``, so a retry never repeats work the server already has.
@MainActor
@Observable
final class VideoPostCore {
  /// The caption as typed; checked before anything is sent.
  private(set) var caption = ""
  /// Where the post is: the one source ``phase`` and ``canPost`` are derived from.
  private var stage = Stage.composing

  /// Called once the post is published; the owning view model turns it into navigation.
  @ObservationIgnored var onPosted: @MainActor (VideoPost) -> Void = { _ in }
  @ObservationIgnored private let service: any VideoPostService
  @ObservationIgnored private let settings: VideoPostSettings
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let sending = LatestTask()
  /// Counts signs of life from the server, for the stall watchdog.
  @ObservationIgnored private var heartbeats = 0

  /// Creates a core posting through `service`; sending that hears nothing for the settings'
  /// stall limit (on `clock`) fails, so a dead connection never leaves the screen uploading.
  init(service: any VideoPostService, settings: VideoPostSettings, clock: any Clock<Duration>) {
    self.service = service
    self.settings = settings
    self.clock = clock
  }

  /// Where sending is, as the screens show it.
  var phase: VideoPostPhase {
    switch stage {
    case .composing: .ready
    case .uploading(let attempt): .uploading(attempt.progress)
    case .publishing(_, let uploaded): .posting(uploaded)
    case .stopped(let attempt, .failed(let failure)): .failed(failure, retry: attempt.retryPlan)
    case .stopped(let attempt, .cancelled): .cancelled(retry: attempt.retryPlan)
    case .posted(let post): .posted(post)
    }
  }

  /// What stops the caption from being posted, or nil.
  var captionIssue: CaptionIssue? { settings.caption.issue(with: caption) }

  /// Whether `post` would start sending now.
  var canPost: Bool {
    switch stage {
    case .composing: captionIssue == nil
    case .uploading, .publishing, .stopped, .posted: false
    }
  }

  // MARK: Intents

  /// Replaces the caption; refused once the post is being sent or is published.
  func setCaption(_ text: String) throws(VideoPostError) {
    switch stage {
    case .composing, .stopped: caption = text
    case .uploading, .publishing, .posted: throw .captionLocked
    }
  }

  /// Uploads `file` and publishes the post, returning once that has settled.
  func post(_ file: VideoFile) async throws(VideoPostError) {
    switch stage {
    case .composing: break
    case .uploading, .publishing: throw .alreadySending
    case .posted: throw .alreadyPosted
    case .stopped(let attempt, _): throw .useRetry(attempt.retryPlan)
    }
    if let issue = captionIssue { throw .invalidCaption(issue) }
    await send(VideoPostAttempt(file: file))
  }

  /// Continues after a failure or a cancel, doing only what ``RetryPlan`` says is left.
  func retry() async throws(VideoPostError) {
    switch stage {
    case .stopped(let attempt, _):
      if let issue = captionIssue { throw .invalidCaption(issue) }
      await send(attempt)
    case .composing, .uploading, .publishing, .posted: throw .nothingToRetry
    }
  }

  /// Stops sending at once; the upload stays resumable on the server.
  func cancel() throws(VideoPostError) {
    switch stage {
    case .uploading, .publishing:
      stopSending()
      stop(.cancelled)
    case .composing, .stopped, .posted: throw .nothingToCancel
    }
  }

  /// Stops any sending without a word on screen: the person is leaving.
  func stopSending() { sending.stop() }
}

// MARK: - Sending

extension VideoPostCore {
  /// Where one post is; each case holds exactly what is known in it.
  private enum Stage {
    /// Nothing sent yet: the caption is being written.
    case composing
    /// Sending the file until the server has every byte.
    case uploading(VideoPostAttempt)
    /// The server has every byte of the file; the post that shows it is being published.
    case publishing(VideoFile, UploadedFile)
    /// Sending stopped; the attempt keeps what the server already has, for `retry`.
    case stopped(VideoPostAttempt, Stop)
    /// Published.
    case posted(VideoPost)
  }

  /// Why sending stopped.
  private enum Stop {
    case failed(LoadFailure)
    case cancelled
  }

  /// Why sending stopped short, as a fact a front end words.
  private struct SendFailure: Error {
    let cause: LoadFailure.Cause
  }

  private func send(_ attempt: VideoPostAttempt) async {
    switch attempt.transfer {
    case .notCreated, .created: stage = .uploading(attempt)
    case .uploaded(let uploaded): stage = .publishing(attempt.file, uploaded)
    }
    await sending.run { isCurrent in await self.run(attempt, isCurrent) }
  }

  /// Moves a post being sent to stopped, keeping its attempt; any other stage has nothing to
  /// stop.
  private func stop(_ reason: Stop) {
    switch stage {
    case .uploading(let attempt): stage = .stopped(attempt, reason)
    case .publishing(let file, let uploaded):
      stage = .stopped(VideoPostAttempt(file: file, transfer: .uploaded(uploaded)), reason)
    case .composing, .stopped, .posted: break
    }
  }

  private func run(
    _ attempt: VideoPostAttempt, _ isCurrent: @escaping @MainActor () -> Bool
  ) async {
    let watchdog = watch(isCurrent)
    defer { watchdog?.cancel() }
    do {
      guard let uploaded = try await upload(attempt, isCurrent) else { return }
      stage = .publishing(attempt.file, uploaded)
      heartbeats += 1
      let text = caption.trimmingCharacters(in: .whitespaces)
      let post = try await service.createPost(caption: text, fileID: uploaded.id)
      guard isCurrent() else { return }
      stage = .posted(post)
      onPosted(post)
    } catch {
      guard isCurrent() else { return }
      stop(
        error is CancellationError
          ? .cancelled
          : .failed((error as? SendFailure).map { LoadFailure($0.cause) } ?? LoadFailure(error)))
    }
  }

  /// The file as the server holds it once every byte arrived, uploading what is missing; nil
  /// when the run stopped being current meanwhile.
  private func upload(
    _ start: VideoPostAttempt, _ isCurrent: @MainActor () -> Bool
  ) async throws -> UploadedFile? {
    var attempt = start
    let resuming: ResumableUpload?
    switch attempt.transfer {
    case .notCreated: resuming = nil
    case .created(let upload, _): resuming = upload
    case .uploaded(let uploaded): return uploaded
    }
    for try await event in service.upload(file: attempt.file.url, resuming: resuming) {
      guard isCurrent() else { return nil }
      heartbeats += 1
      attempt.record(event)
      stage = .uploading(attempt)
    }
    try Task.checkCancellation()
    guard isCurrent() else { return nil }
    guard case .uploaded(let uploaded) = attempt.transfer else {
      throw SendFailure(cause: .uploadEndedEarly)
    }
    return uploaded
  }

  /// Fails the run when a whole `stallLimit` passes with no sign of life from the server.
  private func watch(_ isCurrent: @escaping @MainActor () -> Bool) -> Task<Void, Never>? {
    guard let stallLimit = settings.stallLimit else { return nil }
    return Task { [clock] in
      var seen = heartbeats
      while true {
        do { try await clock.sleep(for: stallLimit) } catch { return }
        guard isCurrent() else { return }
        guard heartbeats == seen else {
          seen = heartbeats
          continue
        }
        stopSending()
        stop(.failed(LoadFailure(.uploadStalled(stallLimit))))
        return
      }
    }
  }
}
