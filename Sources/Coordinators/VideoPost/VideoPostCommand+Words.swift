import ViewModels
import Views

/// How the VideoPost commands are named in hints and refusals: the one place that turns the
/// view models' facts into "type 'retry'" (views get the words as a ``VideoPostVocabulary``).
extension VideoPostCommand {
  /// The command words the video-post frames may suggest.
  static let vocabulary = VideoPostVocabulary(
    caption: "caption", post: "post", cancel: "cancel", retry: "retry")

  /// What the person reads when the screen refused an intent: the fact, and the command that helps.
  static func refusal(_ error: VideoPostIntentError) -> Message {
    let words = vocabulary
    let text: SafeText =
      switch error {
      case .invalidCaption(let issue): "Cannot post yet. \(words.captionHint(issue))"
      case .captionLocked:
        "The caption is fixed once the post is being sent; '\(words.cancel)' to change it."
      case .notFetched: "The video is not fetched from the library yet; post once it is ready."
      case .alreadySending: "The post is already being sent; '\(words.cancel)' stops it."
      case .alreadyPosted: "Already posted."
      case .useRetry(let plan): "Sending stopped; \(words.retryHint(plan))"
      case .nothingToCancel: "Nothing to cancel: nothing is being fetched or sent."
      case .nothingToRetry: "Nothing to retry: nothing failed or was cancelled."
      }
    return Message(.error, text)
  }
}
