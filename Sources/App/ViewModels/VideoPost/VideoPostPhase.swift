import Essentials
import Models

/// Where a video post is once there is a file to post: the part both video-post screens share.
/// Each case carries only what is true in it, and a failure always says what `retry` will do.
public enum VideoPostPhase: Hashable, Sendable {
  /// Nothing sent yet; posting is possible once the caption is valid.
  case ready
  /// The file is on its way; `progress` counts the bytes the server has.
  case uploading(TransferProgress)
  /// The file arrived, as the server holds it (its size is what arrived, even if the file
  /// changed since the screen checked it); the post that shows it is being published.
  case posting(UploadedFile)
  /// Done: the published post.
  case posted(VideoPost)
  /// Sending stopped with an error; `retry` does what `plan` says.
  case failed(LoadFailure, retry: RetryPlan)
  /// Sending was cancelled; `retry` does what `plan` says.
  case cancelled(retry: RetryPlan)

  /// Whether something is being sent right now, so `cancel` has something to stop.
  public var isSending: Bool {
    switch self {
    case .uploading, .posting: true
    case .ready, .posted, .failed, .cancelled: false
    }
  }
}

/// What `retry` does after a failure or a cancel, never more than is needed: a fact the front
/// end words.
public enum RetryPlan: Hashable, Sendable {
  /// The server never heard of the upload: start it.
  case startUpload
  /// The server holds part of the file: continue from where it is; `progress` is the last
  /// count this screen saw (the server's own offset decides where sending resumes).
  case resumeUpload(TransferProgress)
  /// The file arrived in full: only publish the post again.
  case publishPost
}
