import Models

extension Style {
  /// A foreground and an optional background in any 24-bit colour: one cell of a picture, for
  /// screens with ``Screen/usesTrueColor``.
  public struct CellColors: Hashable, Sendable {
    /// The colour of the character's strokes.
    public var foreground: PixelColor
    /// The colour behind them; nil leaves the terminal's own background.
    public var background: PixelColor?

    /// Creates the colours of a cell.
    public init(foreground: PixelColor, background: PixelColor? = nil) {
      self.foreground = foreground
      self.background = background
    }

    /// `38;2;R;G;B` for the foreground, then `48;2;R;G;B` for a background.
    var sgrParameters: [Int] {
      func rgb(_ color: PixelColor) -> [Int] {
        [Int(color.red), Int(color.green), Int(color.blue)]
      }
      return [38, 2] + rgb(foreground) + (background.map { [48, 2] + rgb($0) } ?? [])
    }
  }
}
