import Essentials
import Models
import ViewModels

/// The command words a video-post frame may suggest, given by the coordinator that owns them.
///
/// The view models state facts (a `RetryPlan`, a `CaptionIssue`) and never name a command:
/// ported to an app, "type 'retry'" would be a button. The views word hints around these words
/// without deciding which commands exist, and the coordinator's refusals use the same sentences,
/// so a hint and a refusal always agree.
public struct VideoPostVocabulary: Hashable, Sendable {
  /// The command that sets the caption.
  public let caption: SafeText
  /// The command that starts sending.
  public let post: SafeText
  /// The command that stops what is under way.
  public let cancel: SafeText
  /// The command that continues after a failure or a cancel.
  public let retry: SafeText

  public init(caption: SafeText, post: SafeText, cancel: SafeText, retry: SafeText) {
    self.caption = caption
    self.post = post
    self.cancel = cancel
    self.retry = retry
  }

  /// What `retry` will do after sending stopped, as one sentence.
  public func retryHint(_ plan: RetryPlan) -> SafeText {
    switch plan {
    case .startUpload: "'\(retry)' starts the upload again."
    case .resumeUpload(let progress):
      "'\(retry)' resumes the upload where the server stopped "
        + "(\(untrusted: ByteCountText.text(progress.completed)) "
        + "of \(untrusted: ByteCountText.text(progress.total)) had arrived)."
    case .publishPost: "'\(retry)' publishes the post again; the video is already uploaded."
    }
  }

  /// What `retry` will do after sending failed with `failure`, or that it will likely fail the
  /// same way (a server that refuses the file's size).
  public func retryHint(_ plan: RetryPlan, after failure: LoadFailure) -> SafeText {
    switch failure.retryAdvice {
    case .mayHelp, .after: retryHint(plan)
    case .unlikelyToHelp(let reason):
      "Trying again will likely fail the same way: \(untrusted: reason). '\(retry)' tries anyway."
    }
  }

  /// What to change about a caption, as one sentence.
  public func captionHint(_ issue: CaptionIssue) -> SafeText {
    switch issue {
    case .empty: "A caption is needed: type '\(caption)' and the text."
    case .controlCharacters: "A caption is one line of text, without tabs or control characters."
    case .tooLong(let length, let limit):
      "The caption is \(length) characters; the most is \(limit)."
    }
  }
}
