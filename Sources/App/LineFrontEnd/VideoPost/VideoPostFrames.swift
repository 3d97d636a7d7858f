import Coordinators
import Models
import TerminalKit
import ViewModels
import Views
import Words

/// How the line front end draws a video-post screen, whichever input kind it posts from: its
/// frame now, the transfer checkpoint it has reached, and its frame at a checkpoint, for the
/// progress frames a script shows.
@MainActor
protocol VideoPostFrames {
  /// The screen's frame as it is now.
  func frame(on screen: Screen, commands: [CommandHelp], message: Message?) -> Frame
  /// The furthest transfer checkpoint the state has reached, if any.
  var checkpoint: TransferCheckpoint? { get }
  /// The screen as it looked when it reached `checkpoint`.
  func frame(at checkpoint: TransferCheckpoint, on screen: Screen, commands: [CommandHelp]) -> Frame
}

extension VideoPostCoordinator {
  /// The flow's screen, as the line front end draws it.
  var frames: any VideoPostFrames {
    switch kind {
    case .file(let screen): screen
    case .asset(let screen): screen
    }
  }
}

extension VideoURLPostViewModel: VideoPostFrames {
  func frame(on screen: Screen, commands: [CommandHelp], message: Message?) -> Frame {
    VideoURLPostView.frame(
      for: state, file: file, form: VideoPostForm(self), on: screen, commands: commands,
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

extension VideoAssetPostViewModel: VideoPostFrames {
  var checkpoint: TransferCheckpoint? {
    switch state {
    case .fetchingAsset(let progress): TransferCheckpoint(.fetch, progress)
    case .fetchFailed, .fetchCancelled: nil
    case .fetched(_, let phase): phase.uploadCheckpoint ?? TransferCheckpoint(.fetch, quarter: 4)
    }
  }

  func frame(on screen: Screen, commands: [CommandHelp], message: Message?) -> Frame {
    VideoAssetPostView.frame(
      for: state, asset: asset, form: VideoPostForm(self), on: screen, commands: commands,
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
