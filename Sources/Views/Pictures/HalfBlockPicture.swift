import Models

/// A picture in 24-bit colour, two pixels to a cell: `▀` in the top pixel's colour over a
/// background of the bottom one's.
///
/// Only for screens with ``Screen/usesTrueColor``. The characters are all `▀`; the picture is
/// entirely in the styling, so a frame's plain text stays a block of `▀`, and its colour text
/// carries one SGR sequence per run of identical cells.
enum HalfBlockPicture {
  /// The upper half block, drawn in the foreground colour.
  private static let upperHalf: SafeText = "▀"

  /// The rows of `grid`, each prefixed by `indent`.
  static func lines(_ grid: PixelGrid, indent: SafeText) -> [Line] {
    stride(from: 0, to: grid.pixelRows, by: 2).map { top in
      var spans = [Span(indent)]
      for x in 0..<grid.columns {
        let bottom = top + 1 < grid.pixelRows ? grid[x, top + 1] : nil
        let colors = Style.CellColors(foreground: grid[x, top], background: bottom)
        spans.append(Span(upperHalf, style: Style(cell: colors)))
      }
      return Line(spans)
    }
  }
}
