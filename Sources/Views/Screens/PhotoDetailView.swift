import Models
import ViewModels

/// The photo detail screen: every field of one photo, nothing cut off.
///
/// Unlike a list row, the detail wraps a long title (and a long URL) over as many lines as it
/// needs: this is the one place a person can read it whole. Below the fields, the thumbnail
/// takes the room that is left (``ThumbnailPicture``): in colour on a true-colour terminal, in
/// characters otherwise, a placeholder while it loads.
///
/// ```
/// Photo 1
/// Title      accusamus beatae ad facilis cum similique qui sunt
/// Album      1
/// URL        https://via.placeholder.com/600/92c952
/// Thumbnail  https://via.placeholder.com/150/92c952
///
/// back · reload · quit
/// ```
public enum PhotoDetailView {
  /// The frame for `state` and its `thumbnail` on `screen`, with the coordinator's `commands`
  /// in the help line and its `message`, if any, above it.
  public static func frame(
    for state: PhotoDetailViewModel.State, thumbnail: ThumbnailState = .none, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    let photo = state.photo
    var segments: [HeaderBar.Segment] = []
    var body = DefinitionList.lines(fields(of: photo, width: screen.width), width: screen.width)
    switch state {
    case .loaded:
      break
    case .reloading:
      segments.append(.init("reloading…", priority: 1, style: .barProgress))
    case .retrying(_, let countdown):
      segments.append(.init(RetryText.short(countdown), priority: 1, style: .barFailure))
      body.append(.blank)
      body += Paragraph.lines(
        "Could not reload this photo: \(untrusted: countdown.failure.message)",
        width: screen.width, style: .failure)
      body += Paragraph.lines(
        RetryText.countdown(countdown), width: screen.width, style: .secondary)
    case .failed(_, let failure):
      segments.append(.init("reload failed — retry", priority: 1, style: .barFailure))
      body.append(.blank)
      body += Paragraph.lines(
        "Could not reload this photo: \(untrusted: failure.message)", width: screen.width,
        style: .failure)
      let advice =
        failure.retryAdvice == .mayHelp
        ? "Type 'retry' to try again, or 'back' to return to the list."
        : RetryText.advice(for: failure)
      body += Paragraph.lines(advice, width: screen.width, style: .secondary)
    }
    let header = HeaderBar.line(title: "Photo \(photo.id)", segments: segments, width: screen.width)
    let messageLines = message?.lines(width: screen.width).count ?? 1
    let room = screen.height - ScreenLayout.chromeHeight - (messageLines - 1) - body.count
    body += ThumbnailPicture.section(for: thumbnail, on: screen, lines: room)
    return ScreenLayout.frame(
      header: header, body: body, message: message, commands: commands, on: screen)
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
      field("URL", photo.url.absoluteString),
      field("Thumbnail", photo.thumbnailURL.absoluteString),
    ]
  }
}
