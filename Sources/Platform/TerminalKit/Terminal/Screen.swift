/// What a frame is drawn for: its size in columns and lines, and whether it may use colour.
/// Tests make one (`Screen(width: 40)`); the app detects it (``detect(widthOverride:)``).
public struct Screen: Hashable, Sendable {
  /// Columns per line; at least 1.
  public let width: Int
  /// Lines on the screen; at least 1.
  public let height: Int
  /// Whether frames may carry ANSI colour and styling.
  public let usesColor: Bool
  /// Whether colour may be any 24-bit value, not only the eight every terminal has: pictures
  /// are then drawn in colour. Never true without ``usesColor``.
  public let usesTrueColor: Bool

  /// Creates a screen; sizes below 1 are raised to 1 so every layout has room for something.
  public init(width: Int, height: Int = 24, usesColor: Bool = false, usesTrueColor: Bool = false) {
    self.width = max(1, width)
    self.height = max(1, height)
    self.usesColor = usesColor
    self.usesTrueColor = usesColor && usesTrueColor
  }

  /// The width used when nothing says otherwise: the classic terminal.
  public static let defaultWidth = 80
  /// The height used when nothing says otherwise.
  public static let defaultHeight = 24
}
