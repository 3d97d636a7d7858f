import Models
import TerminalKit
import ViewModels
import Words

/// The photo detail screen: every field of one photo, wrapped rather than cut (the one place a
/// long title can be read whole), and the thumbnail in the room left (`ThumbnailPicture`).
///
/// ```
/// Photo 1
/// Title      accusamus beatae ad facilis cum similique qui sunt
/// Album      1
/// URL        https://via.placeholder.com/600/92c952
/// Thumbnail  https://via.placeholder.com/150/92c952
/// ```
public enum PhotoDetailView: RecordScreenWords {
  public static let reloading = SafeText(untrusted: PhotoDetailWords.reloading)
  public static let returnsTo = SafeText(untrusted: PhotoDetailWords.returnsTo)

  /// The frame for `state` and its `thumbnail` on `screen`, with the coordinator's `commands`
  /// in the help line and its `message`, if any, above it.
  public static func frame(
    for state: PhotoDetailViewModel.State, thumbnail: ThumbnailState = .none, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    let photo = state.photo
    func reloadFailed(_ failure: LoadFailure, advice: SafeText) -> [Line] {
      Paragraph.failure(
        SafeText(untrusted: PhotoDetailWords.reloadFailed(failure)), advice: advice,
        width: screen.width)
    }
    var segments: [HeaderBar.Segment] = []
    var body = DefinitionList.lines(fields(of: photo, width: screen.width), width: screen.width)
    switch state {
    case .loaded: break
    case .reloading: segments.append(.init("reloading…", priority: 1, style: .barProgress))
    case .retrying(_, let countdown):
      segments.append(.init(RetryText.short(countdown), priority: 1, style: .barFailure))
      body += [.blank] + reloadFailed(countdown.failure, advice: RetryText.countdown(countdown))
    case .failed(_, let failure):
      segments.append(.init("reload failed — retry", priority: 1, style: .barFailure))
      let advice: SafeText =
        failure.retryAdvice == .mayHelp
        ? "Type 'retry' to try again, or 'back' to return to the list."
        : RetryText.advice(for: failure)
      body += [.blank] + reloadFailed(failure, advice: advice)
    }
    let room = ScreenLayout.room(for: message, on: screen) - body.count
    body += ThumbnailPicture.section(for: thumbnail, on: screen, lines: room)
    return ScreenLayout.frame(
      title: "Photo \(photo.id)", segments: segments, body: body, message: message,
      commands: commands, on: screen)
  }

  /// The most lines a field takes: enough for any real title, and with the cleaning bounded
  /// to match, a hostile ten-megabyte title costs no more than a long one.
  static let maximumFieldLines = 8

  private static func fields(of photo: Photo, width: Int) -> [DefinitionList.Entry] {
    func field(_ term: SafeText, _ untrusted: String) -> DefinitionList.Entry {
      // Clean only what the lines can show: `width` columns each, plus the spaces wrapping drops.
      let shown = SafeText.fitting(untrusted: untrusted, toWidth: (maximumFieldLines + 1) * width)
      return .init(term: term, definition: shown, maximumLines: maximumFieldLines)
    }
    return [
      field("Title", photo.title),
      .init(term: "Album", definition: "\(photo.albumID)"),
      field("URL", photo.urlText),
      field("Thumbnail", photo.thumbnailURLText),
    ]
  }
}
