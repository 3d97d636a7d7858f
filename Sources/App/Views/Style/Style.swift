import Models

/// How a piece of safe text is drawn when colour is on: emphasis, a colour, inverse video.
///
/// A style is only a description, turned into escape codes by ``Line/rendered(color:)`` after
/// every width was measured on the bare text, so codes never count as columns. One optional
/// emphasis and one optional colour keep contradictions (bold *and* dim) out of reach.
public struct Style: Hashable, Sendable {
  /// A weight for the text.
  public enum Emphasis: Int, Hashable, Sendable {
    /// Heavier text, for titles.
    case bold = 1
    /// Fainter text, for secondary detail.
    case dim = 2
  }

  /// A foreground colour from the eight every terminal has.
  public enum Color: Int, Hashable, Sendable {
    /// For failures.
    case red = 31
    /// For success.
    case green = 32
    /// For work in progress.
    case yellow = 33
    /// For headings.
    case cyan = 36
  }

  /// A foreground and an optional background in any 24-bit colour: one cell of a picture, for
  /// screens with `Screen/usesTrueColor`.
  public struct CellColors: Hashable, Sendable {
    /// The colour of the character's strokes.
    public var foreground: PixelColor
    /// The colour behind them; nil leaves the terminal's own background.
    public var background: PixelColor?

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

  public var emphasis: Emphasis?
  public var color: Color?
  /// Whether foreground and background swap, as in a title bar.
  public var inverse: Bool
  /// Any 24-bit colours, for pictures on a true-colour screen; they take the place of `color`.
  public var cell: CellColors?

  /// Creates a style; the default draws text as it is.
  public init(
    emphasis: Emphasis? = nil, color: Color? = nil, inverse: Bool = false,
    cell: CellColors? = nil
  ) {
    self.emphasis = emphasis
    self.color = color
    self.inverse = inverse
    self.cell = cell
  }

  /// Text as it is.
  public static let plain = Style()
  /// Secondary detail: row numbers, hints.
  public static let secondary = Style(emphasis: .dim)
  /// A section heading.
  public static let heading = Style(emphasis: .bold, color: .cyan)
  /// The bar across the top of a screen.
  public static let bar = Style(inverse: true)
  /// The screen's name in the bar.
  public static let barTitle = Style(emphasis: .bold, inverse: true)
  /// Work under way, inside the bar.
  public static let barProgress = Style(color: .yellow, inverse: true)
  /// A failure, inside the bar.
  public static let barFailure = Style(color: .red, inverse: true)
  /// Something that failed.
  public static let failure = Style(color: .red)
  /// Something under way.
  public static let progress = Style(color: .yellow)

  /// The SGR parameters for this style, e.g. `[1, 36]`; empty for plain text.
  var sgrParameters: [Int] {
    let named = [emphasis?.rawValue, cell == nil ? color?.rawValue : nil, inverse ? 7 : nil]
    return named.compactMap { $0 } + (cell?.sgrParameters ?? [])
  }

  /// Wraps `text` in this style's escape codes and a reset; plain text needs none.
  func apply(to text: SafeText) -> String {
    let parameters = sgrParameters
    guard !parameters.isEmpty, !text.isEmpty else { return text.string }
    let codes = parameters.map(String.init).joined(separator: ";")
    return "\u{1B}[\(codes)m\(text.string)\u{1B}[0m"
  }
}
