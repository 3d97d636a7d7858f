import Foundation
import Models

/// Binary PPM files written by hand for decoder and loader tests.
enum PPMBytes {
  /// A `width` by `height` P6 file all in one colour.
  static func image(width: Int, height: Int, color: PixelColor) -> Data {
    header(width: width, height: height) + pixels(width * height, color)
  }

  /// `"P6\nW H\n255\n"`.
  static func header(width: Int, height: Int, maximumValue: Int = 255) -> Data {
    Data("P6\n\(width) \(height)\n\(maximumValue)\n".utf8)
  }

  /// `count` pixels of `color`, three bytes each.
  static func pixels(_ count: Int, _ color: PixelColor) -> Data {
    Data(Array(repeating: [color.red, color.green, color.blue], count: count).joined())
  }
}
