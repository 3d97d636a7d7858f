import Models
import ViewModels

/// What a video-post screen shows besides its state: the caption, what is wrong with it, and
/// whether Post is available; a value, so golden tests need no view model.
public struct VideoPostForm: Hashable, Sendable {
  /// The caption as typed: untrusted text.
  public let caption: String
  /// What stops the caption from being posted, or nil.
  public let captionIssue: CaptionIssue?
  /// Whether `post` would start sending now.
  public let canPost: Bool

  public init(caption: String, captionIssue: CaptionIssue?, canPost: Bool) {
    self.caption = caption
    self.captionIssue = captionIssue
    self.canPost = canPost
  }

  /// The form of the URL screen as it is now.
  @MainActor
  public init(_ screen: VideoURLPostViewModel) {
    self.init(caption: screen.caption, captionIssue: screen.captionIssue, canPost: screen.canPost)
  }

  /// The form of the asset screen as it is now.
  @MainActor
  public init(_ screen: VideoAssetPostViewModel) {
    self.init(caption: screen.caption, captionIssue: screen.captionIssue, canPost: screen.canPost)
  }
}
