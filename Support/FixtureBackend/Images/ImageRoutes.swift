/// Photo images: `GET /images/SIZE/RRGGBB.ppm`, a binary PPM of a photo's picture.
///
/// Photos name their images on `images.slim.example`, a host that does not exist, as
/// `/150/RRGGBB` (thumbnail) and `/600/RRGGBB` (full size), jsonplaceholder's shape. The fixture
/// serves the same two sizes under `/images`, small enough to draw in a terminal: 32 pixels a
/// side for a thumbnail, 96 for the full image. Only the colours of the dataset's photos exist;
/// any other colour or size is a 404 that says what does exist.
extension FixtureRoute {
  /// The image routes over `dataset`'s photos.
  static func images(of dataset: FixtureDataset) -> [FixtureRoute] {
    let colors = Set(dataset.photos.map(\.color))
    return [
      .get("/images/:size/:name") { _, parameters in
        let (size, name) = (parameters[0], parameters[1])
        guard let side = FixtureImage.sides[size] else {
          throw HTTPError.notFound("No image size \(size): sizes are 150 and 600")
        }
        guard let color = color(named: name), colors.contains(color) else {
          throw HTTPError.notFound("No image \(name): names are a photo's RRGGBB colour and .ppm")
        }
        let image = FixtureImage(color: color, side: side)
        return FixtureResponse(
          status: 200, headers: [("Content-Type", FixtureImage.contentType)], body: image.ppm)
      }
    ]
  }

  /// The colour in a name such as `92c952.ppm`: exactly six hex digits, then `.ppm`.
  private static func color(named name: String) -> UInt32? {
    guard name.hasSuffix(".ppm") else { return nil }
    let digits = name.dropLast(4)
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
    return UInt32(digits, radix: 16)
  }
}
