import Models

/// A picture resampled to the cells that will show it: `columns` pixels across, `pixelRows` down.
///
/// Each new pixel is the average of the block of source pixels it covers (a box filter), so a
/// picture shrunk to fit a narrow screen keeps its colours instead of picking stray pixels.
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
