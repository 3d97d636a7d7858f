import Models

/// A picture resampled to the cells that will show it, and drawn in them.
///
/// Each pixel is the average of the block it covers, so a shrunk picture keeps its colours
/// instead of picking stray pixels.
struct PixelGrid {
  /// Pixels across.
  let columns: Int
  /// Pixels down.
  let pixelRows: Int
  private let pixels: [PixelColor]

  /// `image` resampled to `columns`×`pixelRows`.
  init(_ image: PixelImage, columns: Int, pixelRows: Int) {
    self.columns = columns
    self.pixelRows = pixelRows
    var pixels: [PixelColor] = []
    pixels.reserveCapacity(columns * pixelRows)
    for y in 0..<pixelRows {
      let rowsCovered = Self.span(y, of: pixelRows, over: image.height)
      for x in 0..<columns {
        let columnsCovered = Self.span(x, of: columns, over: image.width)
        pixels.append(Self.average(image, columns: columnsCovered, rows: rowsCovered))
      }
    }
    self.pixels = pixels
  }

  /// The pixel in column `x` and row `y`.
  subscript(x: Int, y: Int) -> PixelColor { pixels[y * columns + x] }

  /// Darkest to brightest, for light text on a dark terminal.
  private static let ramp = Array(" .:-=+*#%@")
  /// The upper half block, drawn in the foreground colour.
  private static let upperHalf: SafeText = "▀"

  /// The picture as text rows of two pixel rows each, every row after `indent`: in true colour,
  /// `▀` in the top pixel's colour over the bottom one's; otherwise the pair's brightness from a
  /// ramp of characters, which every terminal (and a script's plain frames) can show.
  func lines(indent: SafeText, trueColor: Bool) -> [Line] {
    stride(from: 0, to: pixelRows, by: 2).map { top in
      let bottom = top + 1 < pixelRows ? top + 1 : nil
      guard !trueColor else {
        return Line(
          [Span(indent)]
            + (0..<columns).map { x in
              let colors = Style.CellColors(
                foreground: self[x, top], background: bottom.map { self[x, $0] })
              return Span(Self.upperHalf, style: Style(cell: colors))
            })
      }
      let cells = (0..<columns).map { x in
        var luminance = self[x, top].luminance
        if let bottom { luminance = (luminance + self[x, bottom].luminance) / 2 }
        return Self.ramp[luminance * Self.ramp.count / 256]
      }
      return Line([Span(indent), Span(SafeText(sanitized: String(cells)))])
    }
  }

  /// The source pixels that target pixel `index` of `count` covers in a source of `size`.
  private static func span(_ index: Int, of count: Int, over size: Int) -> Range<Int> {
    let start = index * size / count
    return start..<max(start + 1, (index + 1) * size / count)
  }

  private static func average(
    _ image: PixelImage, columns: Range<Int>, rows: Range<Int>
  ) -> PixelColor {
    var (red, green, blue) = (0, 0, 0)
    for y in rows {
      for x in columns {
        let pixel = image[x, y]
        red += Int(pixel.red)
        green += Int(pixel.green)
        blue += Int(pixel.blue)
      }
    }
    let count = columns.count * rows.count
    return PixelColor(
      red: UInt8(red / count), green: UInt8(green / count), blue: UInt8(blue / count))
  }
}
