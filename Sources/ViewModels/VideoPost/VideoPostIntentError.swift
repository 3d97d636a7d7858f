import Models

/// Why a video-post screen refused an intent. A refused intent changes nothing.
public enum VideoPostIntentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `post` or `retry` with a caption that cannot be posted.
  case invalidCaption(CaptionIssue)
  /// A caption change while the post is being sent or after it was published.
  case captionLocked
  /// `post` while the asset is still being fetched, or after fetching it failed.
  case notFetched
  /// `post` while sending is under way.
  case alreadySending
  /// `post` after the post was published.
  case alreadyPosted
  /// `post` after a failure or a cancel, where `retry` is the way on.
  case useRetry(RetryPlan)
  /// `cancel` with nothing under way.
  case nothingToCancel
  /// `retry` with nothing failed or cancelled.
  case nothingToRetry

  /// One line saying what was wrong and what to do instead.
  public var description: String {
    switch self {
    case .invalidCaption(let issue): "Cannot post yet. \(issue)"
    case .captionLocked: "The caption is fixed once the post is being sent; 'cancel' to change it."
    case .notFetched: "The video is not fetched from the library yet; post once it is ready."
    case .alreadySending: "The post is already being sent; 'cancel' stops it."
    case .alreadyPosted: "Already posted."
    case .useRetry(let plan): "Sending stopped; \(plan)"
    case .nothingToCancel: "Nothing to cancel: nothing is being fetched or sent."
    case .nothingToRetry: "Nothing to retry: nothing failed or was cancelled."
    }
  }
}

/// Where a video-post screen asks to go; the coordinator decides how.
public enum VideoPostNavigation: Hashable, Sendable {
  /// The post was published.
  case posted(VideoPost)
  /// The person left the screen; anything under way was cancelled first.
  case closed
}
