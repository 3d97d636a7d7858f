import Foundation

/// A photo's picture as the fixture server draws it: a square in the photo's colour, lit from the
/// top left and darkened towards the corners, so even a few dozen pixels read as a picture.
///
/// Painted with integer arithmetic only, so the bytes are the same on every platform and every
/// run; a test can draw the expected image itself and compare byte for byte.
///
/// ```swift
/// let image = FixtureImage(color: 0x92c952, side: 32)
/// let body = image.ppm  // "P6\n32 32\n255\n" and 3,072 bytes of RGB
/// ```
public struct FixtureImage: Hashable, Sendable {
  /// Pixels per side.
  public let side: Int
  /// Red, green and blue bytes for each pixel, rows top to bottom, pixels left to right.
  public let rgb: [UInt8]

  /// Pixels per side for each size a photo's URLs name: `150` (thumbnail) and `600` (full).
  public static let sides: [String: Int] = ["150": 32, "600": 96]

  /// The content type of the binary PPM bodies the server sends.
  public static let contentType = "image/x-portable-pixmap"

  /// Paints the picture for `color` (`0xRRGGBB`) at `side` pixels a side (at least 1).
  public init(color: UInt32, side: Int) {
    let side = max(1, side)
    let base = [(color >> 16) & 0xFF, (color >> 8) & 0xFF, color & 0xFF].map(Int.init)
    var rgb: [UInt8] = []
    rgb.reserveCapacity(side * side * 3)
    for y in 0..<side {
      for x in 0..<side {
        let shade = Self.shade(x: x, y: y, side: side)
        for channel in base {
          rgb.append(UInt8(min(255, channel * shade / Self.unit)))
        }
      }
    }
    self.side = side
    self.rgb = rgb
  }

  /// The image as a binary PPM (P6) file: a short text header, then the RGB bytes.
  public var ppm: Data {
    var data = Data("P6\n\(side) \(side)\n255\n".utf8)
    data.append(contentsOf: rgb)
    return data
  }

  /// 1.0 in the fixed-point shades below.
  private static let unit = 1 << 16

  /// How bright the pixel at (x, y) is, as a multiple of `unit`: about 1 at the centre, up to
  /// 1.25 towards the top-left light, down to about 0.3 in the far corner.
  private static func shade(x: Int, y: Int, side: Int) -> Int {
    // Distances in half pixels from the centre, so even sides have no pixel on it.
    let dx = 2 * x + 1 - side
    let dy = 2 * y + 1 - side
    let radius = dx * dx + dy * dy  // up to about 2 * side²
    let vignette = 256 - 160 * radius / (2 * side * side)  // 256 at the centre, ~96 at corners
    let diagonal = side > 1 ? (x + y) * 128 / (2 * (side - 1)) : 64  // 0 top left, 128 bottom right
    let light = 320 - diagonal  // 320 (bright) to 192 (dim), 256 on the middle diagonal
    return vignette * light
  }
}
