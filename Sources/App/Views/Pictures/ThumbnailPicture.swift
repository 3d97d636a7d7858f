import Models
import TerminalKit
import ViewModels

/// A screen's thumbnail, whatever its state: the picture (in 24-bit colour where the screen has
/// it, in characters otherwise), a placeholder while it loads, why it is missing, or nothing.
enum ThumbnailPicture {
  /// Columns before the picture.
  static let indent: SafeText = "  "
  /// The side of the thumbnails the kit serves: the placeholder's size.
  static let expectedSide = 32

  /// The lines for `state` on `screen`, at most `lines` of them, starting with a blank line
  /// that sets the picture off from what is above; empty when there is nothing to show.
  static func section(for state: ThumbnailState, on screen: Screen, lines: Int) -> [Line] {
    let room = (columns: screen.width - indent.width, rows: lines - 1)
    let body: [Line]
    switch state {
    case .none: body = []
    case .loading: body = placeholder(in: room)
    case .loaded(let image):
      guard
        let fit = PictureFit.fitting(
          width: image.width, height: image.height, columns: room.columns, rows: room.rows)
      else { return [] }
      let grid = PixelGrid(image, columns: fit.columns, pixelRows: fit.pixelRows)
      body = grid.lines(indent: indent, trueColor: screen.usesTrueColor)
    case .failed(let failure):
      body = Paragraph.lines(
        "No thumbnail: \(untrusted: failure.message)", width: screen.width, style: .secondary)
    }
    guard !body.isEmpty, body.count < lines else { return [] }
    return [.blank] + body
  }

  /// A box of light shade the size the thumbnail will most likely take, saying it is on its way.
  private static func placeholder(in room: (columns: Int, rows: Int)) -> [Line] {
    let label: SafeText = " loading… "
    guard
      let fit = PictureFit.fitting(
        width: expectedSide, height: expectedSide, columns: room.columns, rows: room.rows),
      fit.columns >= label.width + 2
    else { return room.rows >= 1 ? [Line("Loading thumbnail…", style: .progress)] : [] }
    let shade = String(repeating: "░", count: fit.columns)
    let side = String(repeating: "░", count: (fit.columns - label.width) / 2)
    let middle =
      side + label.string + String(repeating: "░", count: fit.columns - label.width - side.count)
    return (0..<fit.rows).map { row in
      let text = row == fit.rows / 2 ? middle : shade
      return Line([Span(indent), Span(SafeText(sanitized: text), style: .secondary)])
    }
  }
}
