import Foundation
import Models
import Observation

/// Everything about posting a video that does not care where the file came from: the caption
/// and its rules, uploading with progress, publishing the post, cancel and retry.
///
/// ``VideoURLPostViewModel`` and ``VideoAssetPostViewModel`` each *contain* one and forward
/// their shared intents to it; neither inherits from it, and it knows neither. That is the
/// fragmentation the Lessons chapter teaches: one view model per input kind, the common part
/// composed in, so adding an input kind adds a type instead of a case to every method.
///
/// A retry never repeats work the server already has: an upload the server knows is resumed
/// from its offset (the kept ``ResumableUpload`` goes back to the service), and a file that
/// arrived in full is only attached to a new attempt at publishing.
@MainActor
@Observable
final class VideoPostCore {
  /// The caption as typed; checked by ``rules`` before anything is sent.
  private(set) var caption = ""
  /// Where sending is.
  private(set) var phase = VideoPostPhase.ready

  /// Called once the post is published; the owning view model turns it into navigation.
  @ObservationIgnored var onPosted: @MainActor (VideoPost) -> Void = { _ in }
  /// The rules the caption must meet.
  @ObservationIgnored let rules: CaptionRules

  @ObservationIgnored private let service: any VideoPostService
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let stallLimit: Duration?
  /// What this post has achieved so far on the server, kept across retries.
  @ObservationIgnored private var attempt: Attempt?
  @ObservationIgnored private let sending = LatestTask()
  /// Counts signs of life from the server, for the stall watchdog.
  @ObservationIgnored private var heartbeats = 0

  /// Creates a core posting through `service`.
  ///
  /// When `stallLimit` is given, sending that hears nothing from the server for that long
  /// (measured on `clock`) fails, so a dead connection never leaves the screen uploading forever.
  init(
    service: any VideoPostService, rules: CaptionRules, clock: any Clock<Duration>,
    stallLimit: Duration?
  ) {
    self.service = service
    self.rules = rules
    self.clock = clock
    self.stallLimit = stallLimit
  }

  /// What stops the caption from being posted, or nil.
  var captionIssue: CaptionIssue? { rules.issue(with: caption) }

  /// Whether `post` would start sending now.
  var canPost: Bool { phase == .ready && captionIssue == nil }

  // MARK: Intents

  /// Replaces the caption; refused once the post is being sent or is published.
  func setCaption(_ text: String) throws(VideoPostIntentError) {
    switch phase {
    case .ready, .failed, .cancelled: caption = text
    case .uploading, .posting, .posted: throw .captionLocked
    }
  }

  /// Uploads `file` and publishes the post, returning once that has settled.
  func post(_ file: VideoFile) async throws(VideoPostIntentError) {
    switch phase {
    case .ready: break
    case .uploading, .posting: throw .alreadySending
    case .posted: throw .alreadyPosted
    case .failed(_, let plan), .cancelled(let plan): throw .useRetry(plan)
    }
    if let issue = captionIssue { throw .invalidCaption(issue) }
    attempt = Attempt(file: file)
    await send()
  }

  /// Continues after a failure or a cancel, doing only what ``RetryPlan`` says is left.
  func retry() async throws(VideoPostIntentError) {
    switch phase {
    case .failed, .cancelled: break
    case .ready, .uploading, .posting, .posted: throw .nothingToRetry
    }
    if let issue = captionIssue { throw .invalidCaption(issue) }
    await send()
  }

  /// Stops sending at once; the upload stays resumable on the server.
  func cancel() throws(VideoPostIntentError) {
    guard phase.isSending, let attempt else { throw .nothingToCancel }
    stopSending()
    phase = .cancelled(retry: attempt.retryPlan)
  }

  /// Stops any sending without a word on screen: the person is leaving.
  func stopSending() {
    sending.stop()
  }
}

// MARK: - Sending

extension VideoPostCore {
  private enum SendFailure: Error, CustomStringConvertible {
    case endedEarly
    case stalled(Duration)

    var description: String {
      switch self {
      case .endedEarly: "The upload ended before the whole file arrived."
      case .stalled(let limit):
        "Nothing arrived for \(DurationText.clock(limit)); the connection may be down."
      }
    }
  }

  private func send() async {
    guard let attempt else { return }
    phase = attempt.uploaded == nil ? .uploading(attempt.progress) : .posting
    await sending.run { isCurrent in await self.run(isCurrent) }
  }

  private func run(_ isCurrent: @escaping @MainActor () -> Bool) async {
    let watchdog = watch(isCurrent)
    defer { watchdog?.cancel() }
    do {
      if attempt?.uploaded == nil { try await upload(isCurrent) }
      guard isCurrent(), let uploaded = attempt?.uploaded else { return }
      phase = .posting
      heartbeats += 1
      let text = caption.trimmingCharacters(in: .whitespaces)
      let post = try await service.createPost(caption: text, fileID: uploaded.id)
      guard isCurrent() else { return }
      phase = .posted(post)
      onPosted(post)
    } catch {
      guard isCurrent(), let attempt else { return }
      phase =
        error is CancellationError
        ? .cancelled(retry: attempt.retryPlan)
        : .failed(LoadFailure(error), retry: attempt.retryPlan)
    }
  }

  private func upload(_ isCurrent: @MainActor () -> Bool) async throws {
    guard let file = attempt?.file else { return }
    for try await event in service.upload(file: file.url, resuming: attempt?.upload) {
      guard isCurrent() else { return }
      heartbeats += 1
      switch event {
      case .created(let upload):
        attempt?.upload = upload
      case .progress(let progress):
        attempt?.progress = progress
        phase = .uploading(progress)
      case .finished(let uploaded):
        attempt?.uploaded = uploaded
      }
    }
    try Task.checkCancellation()
    if isCurrent(), attempt?.uploaded == nil { throw SendFailure.endedEarly }
  }

  /// Fails the run when a whole `stallLimit` passes with no sign of life from the server.
  private func watch(_ isCurrent: @escaping @MainActor () -> Bool) -> Task<Void, Never>? {
    guard let stallLimit else { return nil }
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
        if let attempt {
          phase = .failed(LoadFailure(SendFailure.stalled(stallLimit)), retry: attempt.retryPlan)
        }
        return
      }
    }
  }
}

/// What one post has achieved on the server so far: all a retry needs to skip done work.
private struct Attempt {
  let file: VideoFile
  /// The upload the server created, once it has.
  var upload: ResumableUpload?
  /// The last count of bytes the server reported.
  var progress: TransferProgress
  /// The file as the server holds it, once every byte arrived.
  var uploaded: UploadedFile?

  init(file: VideoFile) {
    self.file = file
    self.progress = TransferProgress(completed: 0, total: file.size)
  }

  /// What is left to do.
  var retryPlan: RetryPlan {
    if uploaded != nil { return .publishPost }
    if upload != nil { return .resumeUpload(progress) }
    return .startUpload
  }
}
