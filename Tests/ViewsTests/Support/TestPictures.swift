import Models

/// Pictures for view tests, computed so every pixel is known.
enum TestPictures {
  /// A square lit in the middle and dark at the edges, warm on the left and cool on the right:
  /// recognisable as a picture in characters and in colour.
  static func glow(side: Int = 32) -> PixelImage {
    var rgb: [UInt8] = []
    for y in 0..<side {
      for x in 0..<side {
        let dx = 2 * x + 1 - side
        let dy = 2 * y + 1 - side
        let light = max(0, 255 - 255 * (dx * dx + dy * dy) / (side * side))
        rgb += [UInt8(light * (side - x) / side), UInt8(light / 2), UInt8(light * x / side)]
      }
    }
    return PixelImage(width: side, height: side, rgb: rgb)
  }

  /// Four columns by four rows: the top two rows red, the bottom two blue.
  static let redOverBlue = PixelImage(
    width: 4, height: 4,
    rgb: (0..<16).flatMap { index -> [UInt8] in index < 8 ? [255, 0, 0] : [0, 0, 255] })
}
