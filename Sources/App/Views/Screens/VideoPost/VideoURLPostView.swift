import Essentials
import Models
import TerminalKit
import ViewModels
import Words

/// The screen for posting a video from a file: as ``VideoAssetPostView`` shows, with a `File`
/// field, and nothing to fetch first.
public enum VideoURLPostView {
  /// The frame for `state` of posting `file`, with `form`'s caption, on `screen`; hints name
  /// the commands in `words`.
  public static func frame(
    for state: VideoURLPostViewModel.State, file: VideoFile, form: VideoPostForm,
    on screen: Screen, commands: [CommandHelp], words: VideoPostVocabulary,
    message: Message? = nil
  ) -> Frame {
    let width = screen.width
    let fields =
      [
        VideoPostSections.field("File", file.url.path, width: width),
        .init(
          term: "Video",
          definition: preview(file.preview) + " · \(untrusted: ByteCountText.text(file.size))"),
      ]
      + VideoPostSections.formFields(form, phase: state, notYet: "", words: words, width: width)
    return VideoPostSections.frame(
      from: "from a file", status: VideoPostSections.status(state, words: words),
      fields: fields,
      details: VideoPostSections.lines(for: state, words: words, width: width),
      on: screen, commands: commands, message: message)
  }

  /// What the file's header says, as the frame words it: `MP4/QuickTime movie, 0:12`, or a note
  /// that the format is unknown.
  static func preview(_ preview: VideoPreview) -> SafeText {
    switch preview {
    case .movie(let duration): "MP4/QuickTime movie, \(untrusted: DurationText.clock(duration))"
    case .unrecognised: "format not recognised; uploaded as it is"
    }
  }
}
