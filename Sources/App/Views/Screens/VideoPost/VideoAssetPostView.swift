import Essentials
import Models
import TerminalKit
import ViewModels
import Words

/// The screen for posting a video from the media library: fetching it, then the same as
/// ``VideoURLPostView``.
///
/// ```
/// Post a video · from the library · fetching 40%
/// Asset    cat-meets-cucumber (cat-meets-cucumber.mov)
/// Video    0:07 · 850.0 kB
/// Caption  (none)
/// Post     not yet: the video is being fetched from the library
///
/// Fetching  [███████████░░░░░░░░░░░░░░░░░]  40%  340.0 kB / 850.0 kB
/// ```
public enum VideoAssetPostView {
  /// The frame for `state` of posting `asset`, with `form`'s caption, on `screen`; hints name
  /// the commands in `words`.
  public static func frame(
    for state: VideoAssetPostViewModel.State, asset: MediaAsset, form: VideoPostForm,
    on screen: Screen, commands: [CommandHelp], words: VideoPostVocabulary,
    message: Message? = nil
  ) -> Frame {
    let width = screen.width
    let phase: VideoPostPhase? = if case .fetched(_, let phase) = state { phase } else { nil }
    let fields =
      [
        VideoPostSections.field("Asset", "\(asset.name) (\(asset.id))", width: width),
        .init(
          term: "Video",
          definition: "\(untrusted: DurationText.clock(asset.duration)) · "
            + "\(untrusted: ByteCountText.text(asset.size))"),
      ]
      + VideoPostSections.formFields(
        form, phase: phase, notYet: notYet(state, words), words: words, width: width)
    return VideoPostSections.frame(
      from: "from the library", status: status(state, words), fields: fields,
      details: lines(for: state, words: words, width: width), on: screen, commands: commands,
      message: message)
  }

  private static func status(
    _ state: VideoAssetPostViewModel.State, _ words: VideoPostVocabulary
  ) -> HeaderBar.Segment {
    switch state {
    case .fetchingAsset(let progress):
      .init("fetching \(ProgressBar.percentText(progress))", priority: 3, style: .barProgress)
    case .fetchFailed:
      .init("fetch failed — \(untrusted: words.retry)", priority: 3, style: .barFailure)
    case .fetchCancelled:
      .init("fetch cancelled — \(untrusted: words.retry)", priority: 3, style: .barFailure)
    case .fetched(_, let phase): VideoPostSections.status(phase, words: words)
    }
  }

  private static func notYet(
    _ state: VideoAssetPostViewModel.State, _ words: VideoPostVocabulary
  ) -> SafeText {
    switch state {
    case .fetchingAsset: "the video is being fetched from the library"
    case .fetchFailed, .fetchCancelled:
      "the video is not fetched; '\(untrusted: words.retry)' fetches it"
    case .fetched: ""
    }
  }

  private static func lines(
    for state: VideoAssetPostViewModel.State, words: VideoPostVocabulary, width: Int
  ) -> [Line] {
    let again: SafeText = "'\(untrusted: words.retry)' fetches it again."
    switch state {
    case .fetchingAsset(let progress):
      return ProgressBar.lines(label: "Fetching", progress: progress, width: width)
    case .fetchFailed(let failure):
      return Paragraph.failure(
        "Fetching failed: \(untrusted: FailureWords.what(failure))", advice: again, width: width)
    case .fetchCancelled:
      return Paragraph.failure("Fetching cancelled.", advice: again, width: width)
    case .fetched(_, let phase):
      return VideoPostSections.lines(for: phase, words: words, width: width)
    }
  }
}
