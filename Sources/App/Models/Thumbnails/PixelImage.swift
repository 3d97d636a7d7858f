/// A small picture as plain values: its size and the red, green and blue bytes of each pixel.
///
/// The kit's only image type: Networking decodes into it and Views draws it, so neither knows
/// the other, and a test can write one down.
public struct PixelImage: Hashable, Sendable {
  /// Pixels per row, at least 1.
  public let width: Int
  /// Rows, at least 1.
  public let height: Int
  /// Three bytes per pixel (red, green, blue), rows top to bottom, pixels left to right.
  public let rgb: [UInt8]

  /// Creates an image from its pixels: at least one, three bytes each (decoders check untrusted
  /// input before they get here).
  public init(width: Int, height: Int, rgb: [UInt8]) {
    precondition(width > 0 && height > 0, "an image has at least one pixel")
    precondition(rgb.count == width * height * 3, "an image has three bytes per pixel")
    self.width = width
    self.height = height
    self.rgb = rgb
  }

  /// An image of `width` by `height` pixels all of one `color`.
  public init(width: Int, height: Int, filledWith color: PixelColor) {
    let pixel = [color.red, color.green, color.blue]
    self.init(
      width: width, height: height,
      rgb: Array([[UInt8]](repeating: pixel, count: max(0, width * height)).joined()))
  }

  /// The memory the pixels take, in bytes: what a cache counts.
  public var byteCount: Int { rgb.count }

  /// The pixel in column `x` and row `y`, both from 0.
  public subscript(x: Int, y: Int) -> PixelColor {
    let start = (y * width + x) * 3
    return PixelColor(red: rgb[start], green: rgb[start + 1], blue: rgb[start + 2])
  }
}

/// One pixel's colour: red, green and blue from 0 to 255.
public struct PixelColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// How bright the colour looks, from 0 to 255: Rec. 601 luma, as the eye finds green brightest
  /// and blue darkest.
  public var luminance: Int { (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000 }
}
