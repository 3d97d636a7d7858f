import Models

/// A picture in characters only: each cell's brightness picked from a ramp of ten, from a blank
/// for black to `@` for white.
///
/// What every terminal can show, colour or not, and what a script's plain frames carry. A cell
/// stands for two pixels, one above the other, as in ``HalfBlockPicture``, so both renderings
/// have the same shape.
///
/// ```
///   .:-==-:.
///  :=*##*+=:
/// ```
enum AsciiPicture {
  /// Darkest to brightest, for light text on a dark terminal.
  static let ramp = Array(" .:-=+*#%@")

  /// The rows of `grid`, each prefixed by `indent`.
  static func lines(_ grid: PixelGrid, indent: SafeText) -> [Line] {
    stride(from: 0, to: grid.pixelRows, by: 2).map { top in
      var text = ""
      for x in 0..<grid.columns {
        var luminance = grid[x, top].luminance
        if top + 1 < grid.pixelRows { luminance = (luminance + grid[x, top + 1].luminance) / 2 }
        text.append(ramp[luminance * ramp.count / 256])
      }
      return Line([Span(indent), Span(SafeText(sanitized: text))])
    }
  }
}
