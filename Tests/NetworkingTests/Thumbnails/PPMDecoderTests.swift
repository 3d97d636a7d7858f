import Foundation
import Models
import Networking
import Testing

/// Binary PPM in, a `PixelImage` or a failure that says what was wrong out.
struct PPMDecoderTests {
  private let decoder = PPMDecoder(maximumSide: 64)

  @Test func aValidImageDecodesToItsPixels() throws {
    // Given a 2×1 image, red then blue, with a comment in its header
    let data = Data("P6\n# made by hand\n2 1\n255\n".utf8) + Data([255, 0, 0, 0, 0, 255])

    // When it is decoded
    let image = try decoder.decode(data)

    // Then every pixel is where it was
    #expect(image.width == 2)
    #expect(image.height == 1)
    #expect(image[0, 0] == PixelColor(red: 255, green: 0, blue: 0))
    #expect(image[1, 0] == PixelColor(red: 0, green: 0, blue: 255))
  }

  @Test func anyWhitespaceSeparatesTheHeaderFields() throws {
    let data =
      Data("P6 \t3\r\n2  255 ".utf8) + PPMBytes.pixels(6, PixelColor(red: 1, green: 2, blue: 3))
    let image = try decoder.decode(data)
    #expect(image.width == 3 && image.height == 2)
  }

  @Test func pixelBytesThatLookLikeWhitespaceAreStillPixels() throws {
    // The single byte after the maximum value ends the header; a pixel of 10s follows it
    let data = PPMBytes.header(width: 1, height: 1) + Data([10, 10, 10])
    #expect(try decoder.decode(data)[0, 0] == PixelColor(red: 10, green: 10, blue: 10))
  }

  @Test func bytesAfterTheLastPixelAreIgnored() throws {
    let data = PPMBytes.image(width: 1, height: 1, color: .init(red: 1, green: 1, blue: 1))
    #expect(try decoder.decode(data + Data("P6 next".utf8)).byteCount == 3)
  }

  @Test func aTruncatedBodySaysHowMuchArrived() {
    // Given a 2×2 header (12 pixel bytes) followed by only 5
    let data = PPMBytes.header(width: 2, height: 2) + Data([1, 2, 3, 4, 5])

    #expect(throws: PPMDecoder.Failure.truncated(expected: 12, received: 5)) {
      try decoder.decode(data)
    }
  }

  @Test(arguments: ["P3\n1 1\n255\n000", "\u{89}PNG\r\n", "", "P", "p6 1 1 255 abc"])
  func anythingButP6IsNotPPM(text: String) {
    #expect(throws: PPMDecoder.Failure.notPPM) { try decoder.decode(Data(text.utf8)) }
  }

  @Test func hugeDimensionsAreRefusedBeforeAnythingIsAllocated() {
    // Given a header claiming 100,000 × 100,000 pixels (30 GB) and no pixels at all
    let data = PPMBytes.header(width: 100_000, height: 100_000)

    #expect(throws: PPMDecoder.Failure.tooLarge(width: 100_000, height: 100_000, limit: 64)) {
      try decoder.decode(data)
    }
  }

  @Test(arguments: [1, 15, 254, 256, 65_535])
  func aMaximumValueOtherThan255IsUnsupported(maximumValue: Int) {
    let data = PPMBytes.header(width: 1, height: 1, maximumValue: maximumValue) + Data([0, 0, 0])
    #expect(throws: PPMDecoder.Failure.unsupportedMaximumValue(maximumValue)) {
      try decoder.decode(data)
    }
  }

  @Test(arguments: [
    ("P6\n2\n", "the height is missing"),
    ("P6\n2 x\n255\n", "the height is not a number"),
    ("P62 2\n255\n", "no whitespace before the width"),
    ("P6\n0 4\n255\n", "the image has no pixels (0×4)"),
    ("P6\n2 2\n255", "the maximum value is not followed by whitespace"),
    ("P6\n1234567890 1\n255\n", "the width has more than 9 digits"),
  ])
  func aMalformedHeaderSaysWhere(header: String, reason: String) {
    #expect(throws: PPMDecoder.Failure.malformedHeader(reason)) {
      try decoder.decode(Data(header.utf8))
    }
  }

  @Test func failuresReadAsSentences() {
    #expect(
      PPMDecoder.Failure.tooLarge(width: 5000, height: 10, limit: 256).description
        == "The image is 5000×10 pixels, larger than the 256×256 limit")
    #expect(
      PPMDecoder.Failure.truncated(expected: 12, received: 5).description
        == "The image is cut short: 5 of 12 pixel bytes arrived")
  }
}
