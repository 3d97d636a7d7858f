import Models
import ViewModels

/// The screen for posting a video from a file: the file, the caption, whether Post is
/// available, and where sending is.
///
/// ```
/// Post a video · from a file · uploading 25%
/// File     /videos/harbour.mp4
/// Video    MP4/QuickTime movie, 0:12 · 48.0 MB
/// Caption  Harbour at dusk
/// Post     sending: 'cancel' stops it
///
/// Uploading  [███████░░░░░░░░░░░░░░░░░░░░░]  25%  12.0 MB / 48.0 MB
///
/// help · caption TEXT · post · cancel · retry · status · quit
/// ```
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
        .init(term: "Video", definition: VideoPostSections.video(file.preview, size: file.size)),
      ]
      + VideoPostSections.formFields(form, phase: state, notYet: "", words: words, width: width)
    return VideoPostSections.frame(
      from: "from a file", status: VideoPostSections.status(state, words: words),
      fields: fields,
      details: VideoPostSections.lines(for: state, words: words, width: width),
      on: screen, commands: commands, message: message)
  }

  /// The frame for `viewModel`'s current state.
  @MainActor
  public static func frame(
    for viewModel: VideoURLPostViewModel, on screen: Screen, commands: [CommandHelp],
    words: VideoPostVocabulary, message: Message? = nil
  ) -> Frame {
    frame(
      for: viewModel.state, file: viewModel.file, form: VideoPostForm(viewModel), on: screen,
      commands: commands, words: words, message: message)
  }
}
