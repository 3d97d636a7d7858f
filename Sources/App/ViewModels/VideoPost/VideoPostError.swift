import Models

/// Why a video-post screen refused an intent; a refused intent changes nothing. Each case is a
/// fact, which the front end words with whatever helps (a command, a button).
public enum VideoPostError: Error, Sendable, Hashable {
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
}

/// Where a video-post screen asks to go; the coordinator decides how.
public enum VideoPostNavigation: Hashable, Sendable {
  /// The post was published.
  case posted(VideoPost)
  /// The person left the screen; anything under way was cancelled first.
  case closed
}
