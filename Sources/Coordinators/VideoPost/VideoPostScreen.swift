import Models
import ViewModels
import Views

/// What the video-post coordinator needs of a screen, whichever input kind it posts from: the
/// intents both view models have, so it uses either without a `switch`. Fetching is the asset
/// screen's alone, so it is not here.
@MainActor
protocol VideoPostScreen: AnyObject {
  var onNavigate: @MainActor (VideoPostNavigation) -> Void { get set }
  func setCaption(_ text: String) throws(VideoPostIntentError)
  func post() async throws(VideoPostIntentError)
  func cancel() throws(VideoPostIntentError)
  func retry() async throws(VideoPostIntentError)
  func close()

  /// The screen's frame as it is now.
  func frame(on screen: Screen, commands: [CommandHelp], message: Message?) -> Frame
  /// The furthest transfer checkpoint the state has reached, if any.
  var checkpoint: TransferCheckpoint? { get }
  /// The screen as it looked when it reached `checkpoint`.
  func frame(at checkpoint: TransferCheckpoint, on screen: Screen, commands: [CommandHelp]) -> Frame
}

extension VideoURLPostViewModel: VideoPostScreen {
  func frame(on screen: Screen, commands: [CommandHelp], message: Message?) -> Frame {
    VideoURLPostView.frame(
      for: self, on: screen, commands: commands,
      words: VideoPostCommand.vocabulary, message: message)
  }

  var checkpoint: TransferCheckpoint? { state.uploadCheckpoint }

  func frame(at checkpoint: TransferCheckpoint, on screen: Screen, commands: [CommandHelp]) -> Frame
  {
    VideoURLPostView.frame(
      for: .uploading(checkpoint.progress(of: file.size)), file: file, form: VideoPostForm(self),
      on: screen, commands: commands, words: VideoPostCommand.vocabulary)
  }
}

extension VideoAssetPostViewModel: VideoPostScreen {
  var checkpoint: TransferCheckpoint? {
    switch state {
    case .fetchingAsset(let progress): TransferCheckpoint(.fetch, progress)
    case .fetchFailed, .fetchCancelled: nil
    case .fetched(_, let phase): phase.uploadCheckpoint ?? TransferCheckpoint(.fetch, quarter: 4)
    }
  }

  func frame(on screen: Screen, commands: [CommandHelp], message: Message?) -> Frame {
    VideoAssetPostView.frame(
      for: self, on: screen, commands: commands,
      words: VideoPostCommand.vocabulary, message: message)
  }

  func frame(at checkpoint: TransferCheckpoint, on screen: Screen, commands: [CommandHelp]) -> Frame
  {
    let shown: State =
      switch (checkpoint.stage, state) {
      case (.upload, .fetched(let file, _)):
        .fetched(file, .uploading(checkpoint.progress(of: file.size)))
      case (.fetch, _), (.upload, _): .fetchingAsset(checkpoint.progress(of: asset.size))
      }
    return VideoAssetPostView.frame(
      for: shown, asset: asset, form: VideoPostForm(self), on: screen, commands: commands,
      words: VideoPostCommand.vocabulary)
  }
}
