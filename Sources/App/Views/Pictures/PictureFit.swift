/// The size a picture is drawn at: columns, and text rows of two pixel rows each (a cell is
/// about twice as tall as it is wide).
struct PictureFit: Hashable {
  /// Columns, one pixel each.
  let columns: Int
  /// Text rows, two pixel rows each.
  let rows: Int

  /// Shrunk below this many columns or rows, a picture is a smudge: better not drawn at all.
  static let minimumColumns = 8
  /// Rows, likewise.
  static let minimumRows = 4

  /// The pixel rows the picture is sampled to.
  var pixelRows: Int { rows * 2 }

  /// The largest size for a `width`×`height`-pixel image within `columns`×`rows` cells, keeping
  /// its shape and never enlarging it; nil when that would be too small to read.
  static func fitting(width: Int, height: Int, columns: Int, rows: Int) -> PictureFit? {
    guard width > 0, height > 0 else { return nil }
    // Widest first; then, if too tall, as wide as the rows allow.
    var fitColumns = min(width, columns)
    if rowsFor(columns: fitColumns, width: width, height: height) > rows {
      fitColumns = min(fitColumns, rows * 2 * width / height)
    }
    let fitRows = rowsFor(columns: fitColumns, width: width, height: height)
    let fullRows = rowsFor(columns: width, width: width, height: height)
    guard fitColumns >= min(minimumColumns, width), fitRows >= min(minimumRows, fullRows),
      fitRows <= rows
    else { return nil }
    return PictureFit(columns: fitColumns, rows: fitRows)
  }

  /// Text rows for an image drawn `columns` wide: half its scaled pixel height, rounded up.
  private static func rowsFor(columns: Int, width: Int, height: Int) -> Int {
    let pixelRows = (columns * height + width - 1) / width
    return (pixelRows + 1) / 2
  }
}
