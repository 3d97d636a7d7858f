import Essentials
import Models
import ViewModels

/// The words of the video-post screens that name what a person does next, around the names of
/// the actions a front end gives them: the terminal's commands ("caption", "retry"), or a phone's
/// buttons.
///
/// The view models state facts (a `RetryPlan`, a `CaptionIssue`, a `VideoPostError`) and never
/// name an action. The sentences are here, once; which actions exist, and what they are called,
/// is the front end's. A hint on the screen and a refusal use the same sentences, so they always
/// agree.
///
/// ```swift
/// let words = VideoPostVocabulary(caption: "caption", post: "post", cancel: "cancel", retry: "retry")
/// words.refusal(.alreadySending)  // "The post is already being sent; 'cancel' stops it."
/// ```
public struct VideoPostVocabulary: Hashable, Sendable {
  /// The action that sets the caption.
  public let caption: String
  /// The action that starts sending.
  public let post: String
  /// The action that stops what is under way.
  public let cancel: String
  /// The action that continues after a failure or a cancel.
  public let retry: String

  public init(caption: String, post: String, cancel: String, retry: String) {
    self.caption = caption
    self.post = post
    self.cancel = cancel
    self.retry = retry
  }

  /// Why the screen refused an intent, and the action that helps, where one does.
  public func refusal(_ error: VideoPostError) -> String {
    switch error {
    case .invalidCaption(let issue): "Cannot post yet. " + captionHint(issue)
    case .captionLocked:
      "The caption is fixed once the post is being sent; '\(cancel)' to change it."
    case .notFetched: "The video is not fetched from the library yet; post once it is ready."
    case .alreadySending: "The post is already being sent; '\(cancel)' stops it."
    case .alreadyPosted: "Already posted."
    case .useRetry(let plan): "Sending stopped; " + retryHint(plan)
    case .nothingToCancel: "Nothing to cancel: nothing is being fetched or sent."
    case .nothingToRetry: "Nothing to retry: nothing failed or was cancelled."
    }
  }

  /// What `retry` will do after sending stopped, as one sentence.
  public func retryHint(_ plan: RetryPlan) -> String {
    switch plan {
    case .startUpload: "'\(retry)' starts the upload again."
    case .resumeUpload(let progress):
      "'\(retry)' resumes the upload where the server stopped "
        + "(\(ByteCountText.text(progress.completed)) of \(ByteCountText.text(progress.total))"
        + " had arrived)."
    case .publishPost: "'\(retry)' publishes the post again; the video is already uploaded."
    }
  }

  /// What `retry` will do after sending failed with `failure`, or that it will likely fail the
  /// same way (a server that refuses the file's size).
  public func retryHint(_ plan: RetryPlan, after failure: LoadFailure) -> String {
    switch failure.retryAdvice {
    case .mayHelp, .after: retryHint(plan)
    case .unlikelyToHelp(let reason):
      "Trying again will likely fail the same way: \(reason). '\(retry)' tries anyway."
    }
  }

  /// What to change about a caption, as one sentence.
  public func captionHint(_ issue: CaptionIssue) -> String {
    switch issue {
    case .empty: "A caption is needed: type '\(caption)' and the text."
    case .controlCharacters: "A caption is one line of text, without tabs or control characters."
    case .tooLong(let length, let limit):
      "The caption is \(length) characters; the most is \(limit)."
    }
  }
}
