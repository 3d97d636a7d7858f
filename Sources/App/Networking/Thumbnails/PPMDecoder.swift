import Foundation
import Models

/// Reads binary PPM (P6) images: the simplest picture format there is, decoded with no library.
///
/// A P6 file is a text header (`P6`, width, height and largest sample value, separated by
/// whitespace and `#` comments), one whitespace byte, then three bytes a pixel. Every part is
/// checked before anything is allocated, so a hostile body fails saying what was wrong. Only
/// 8-bit samples are read; bytes after the pixels are ignored (netpbm allows several images).
public struct PPMDecoder: Sendable {
  /// The widest and tallest image accepted, in pixels, against a header claiming gigabytes.
  public var maximumSide: Int

  /// Creates a decoder that refuses images wider or taller than `maximumSide` pixels.
  public init(maximumSide: Int = 1024) { self.maximumSide = maximumSide }

  /// The image in `data`, or a ``Failure`` saying why there is none.
  public func decode(_ data: Data) throws(Failure) -> PixelImage {
    var header = HeaderReader(data)
    guard header.readMagic() else { throw .notPPM }
    let width = try header.readNumber(naming: "width")
    let height = try header.readNumber(naming: "height")
    let maximumValue = try header.readNumber(naming: "maximum value")
    guard width > 0, height > 0 else {
      throw .malformedHeader("the image has no pixels (\(width)×\(height))")
    }
    guard width <= maximumSide, height <= maximumSide else {
      throw .tooLarge(width: width, height: height, limit: maximumSide)
    }
    guard maximumValue == 255 else { throw .unsupportedMaximumValue(maximumValue) }
    guard header.skipSingleWhitespace() else {
      throw .malformedHeader("the maximum value is not followed by whitespace")
    }
    let expected = width * height * 3
    let pixels = data[header.position...].prefix(expected)
    guard pixels.count == expected else {
      throw .truncated(expected: expected, received: pixels.count)
    }
    return PixelImage(width: width, height: height, rgb: Array(pixels))
  }
}

/// Walks a PPM header byte by byte.
private struct HeaderReader {
  let data: Data
  private(set) var position: Data.Index

  init(_ data: Data) {
    self.data = data
    position = data.startIndex
  }

  /// Longer numbers than this are refused before they can overflow; no real side needs more.
  private static let maximumDigits = 9

  mutating func readMagic() -> Bool {
    guard data.starts(with: "P6".utf8) else { return false }
    position += 2
    return true
  }

  /// Skips whitespace and comments, then reads a decimal number, calling it `name` in errors.
  mutating func readNumber(naming name: String) throws(PPMDecoder.Failure) -> Int {
    let separated = skipWhitespaceAndComments()
    guard position < data.endIndex else { throw .malformedHeader("the \(name) is missing") }
    guard separated else { throw .malformedHeader("no whitespace before the \(name)") }
    var value = 0
    var digits = 0
    while position < data.endIndex, let digit = Self.digit(data[position]) {
      digits += 1
      guard digits <= Self.maximumDigits else {
        throw .malformedHeader("the \(name) has more than \(Self.maximumDigits) digits")
      }
      value = value * 10 + digit
      position += 1
    }
    guard digits > 0 else { throw .malformedHeader("the \(name) is not a number") }
    return value
  }

  /// Skips the one whitespace byte between the header and the pixels.
  mutating func skipSingleWhitespace() -> Bool {
    guard position < data.endIndex, Self.isWhitespace(data[position]) else { return false }
    position += 1
    return true
  }

  /// Skips whitespace and `#` comments; returns whether there was any.
  private mutating func skipWhitespaceAndComments() -> Bool {
    let start = position
    while position < data.endIndex {
      if Self.isWhitespace(data[position]) {
        position += 1
      } else if data[position] == UInt8(ascii: "#") {
        while position < data.endIndex, data[position] != UInt8(ascii: "\n") { position += 1 }
      } else {
        break
      }
    }
    return position > start
  }

  private static func digit(_ byte: UInt8) -> Int? {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
  }

  /// Blanks, tabs, carriage returns and line feeds, as netpbm defines whitespace (plus VT, FF).
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(byte)
  }
}
