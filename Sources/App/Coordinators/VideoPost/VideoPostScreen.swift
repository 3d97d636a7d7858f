import Models
import ViewModels

/// What a video-post flow's front end needs of its screen, whichever input kind it posts from:
/// the intents both view models have, so it uses either without a `switch`. Fetching is the
/// asset screen's alone, so it is not here.
@MainActor
public protocol VideoPostScreen: AnyObject {
  /// Where the screen asks to go: published, or closed.
  var onNavigate: @MainActor (VideoPostNavigation) -> Void { get set }
  /// The caption typed so far.
  var caption: String { get }
  /// The screen is shown (SwiftUI's `.task`): an asset is fetched; a file has nothing to fetch.
  func appear() async
  /// The screen is gone from view (SwiftUI's `.onDisappear`): a fetch under way stops.
  func disappear()
  func setCaption(_ text: String) throws(VideoPostError)
  /// Uploads the video and publishes the post.
  func post() async throws(VideoPostError)
  /// Stops the transfer under way.
  func cancel() throws(VideoPostError)
  /// Continues after a failure or a cancel.
  func retry() async throws(VideoPostError)
  /// Leaves the screen, stopping anything under way.
  func close()
}

extension VideoURLPostViewModel: VideoPostScreen {}
extension VideoAssetPostViewModel: VideoPostScreen {}
