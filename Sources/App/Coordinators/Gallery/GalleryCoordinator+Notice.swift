import Models
import ViewModels

extension GalleryCoordinator {
  /// What navigation has to tell the person, as facts: `GalleryWords` puts them in words.
  public enum Notice: Sendable {
    /// A video post was asked for, in a Gallery started without video posting.
    case withoutVideoPosting
    /// The video-post flow could not be made: the file cannot be posted, or no asset has the id.
    case videoPostNotOpened(any Error)
    case videoPosted(VideoPost)
    /// The video post was left with nothing posted.
    case videoPostClosed
    /// A path was set with a route whose screen cannot be made: the path stops before it.
    case notOpened(Route)
  }
}
