import Essentials
import Models
import TerminalKit
import ViewModels

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
          definition: "\(untrusted: file.preview.description) · "
            + "\(untrusted: ByteCountText.text(file.size))"),
      ]
      + VideoPostSections.formFields(form, phase: state, notYet: "", words: words, width: width)
    return VideoPostSections.frame(
      from: "from a file", status: VideoPostSections.status(state, words: words),
      fields: fields,
      details: VideoPostSections.lines(for: state, words: words, width: width),
      on: screen, commands: commands, message: message)
  }
}
