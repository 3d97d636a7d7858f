import FixtureBackend
import Foundation
import Testing

/// Photo images over HTTP: a binary PPM per photo colour and size, and clear 404s otherwise.
@Suite("Image routes", .timeLimit(.minutes(10)))
struct ImageRoutesTests {
  @Test(arguments: [("150", 32), ("600", 96)])
  func aPhotosImageIsABinaryPPMOfItsSize(size: String, side: Int) async throws {
    // Given a server and one of its photos
    let server = try FixtureServer.start()
    defer { server.stop() }
    let photo = server.dataset.photos[6]

    // When its image is fetched
    let (body, response) = try await TestHTTP.send(
      "/images/\(size)/\(photo.colorHex).ppm", to: server)

    // Then it is a P6 file of the right size, announced as such
    #expect(response.statusCode == 200)
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/x-portable-pixmap")
    #expect(response.value(forHTTPHeaderField: "Content-Length") == String(body.count))
    let header = Data("P6\n\(side) \(side)\n255\n".utf8)
    #expect(body.prefix(header.count) == header)
    #expect(body.count == header.count + side * side * 3)
    #expect(body == FixtureImage(color: photo.color, side: side).ppm)
  }

  @Test(arguments: [
    ("/images/300/92c952.ppm", "No image size 300: sizes are 150 and 600"),
    ("/images/150/zzzzzz.ppm", "No image zzzzzz.ppm: names are a photo's RRGGBB colour and .ppm"),
    ("/images/150/92c952.png", "No image 92c952.png: names are a photo's RRGGBB colour and .ppm"),
  ])
  func anUnknownImageIsA404ThatSaysWhatExists(target: String, message: String) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(target, to: server)

    #expect(response.statusCode == 404)
    #expect(TestHTTP.errorMessage(in: body) == message)
  }

  @Test func aColourNoPhotoHasIsA404() async throws {
    // Given a colour that none of the dataset's photos has
    let server = try FixtureServer.start()
    defer { server.stop() }
    let used = Set(server.dataset.photos.map(\.color))
    let unused = try #require((0..<UInt32(0x100)).first { !used.contains($0) })
    let name = String(format: "%06x", unused)

    let (_, response) = try await TestHTTP.send("/images/150/\(name).ppm", to: server)

    #expect(response.statusCode == 404)
  }
}

/// The picture itself: the photo's colour in the middle, lit from the top left, darker corners.
struct FixtureImageTests {
  private func pixel(_ image: FixtureImage, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * image.side + x) * 3
    return Array(image.rgb[start..<start + 3])
  }

  @Test func theMiddleIsThePhotosColour() {
    let image = FixtureImage(color: 0x80_40_20, side: 32)
    // The pixel just below-right of the centre sits on the middle diagonal: no light, no shade.
    let middle = pixel(image, 16, 16)
    #expect(middle.map(Int.init).elementsEqual([0x80, 0x40, 0x20]) { abs($0 - $1) <= 0x80 / 16 })
  }

  @Test func theTopLeftIsBrighterThanTheBottomRight() {
    let image = FixtureImage(color: 0x80_80_80, side: 32)
    #expect(pixel(image, 4, 4)[0] > pixel(image, 27, 27)[0])
    #expect(pixel(image, 0, 0)[0] < pixel(image, 16, 16)[0])  // the vignette still darkens it
  }

  @Test func brightColoursSaturateInsteadOfWrapping() {
    let image = FixtureImage(color: 0xFF_FF_FF, side: 32)
    #expect(pixel(image, 12, 12) == [255, 255, 255])  // lit past 1.0: clamped
  }

  @Test func paintingIsDeterministic() {
    #expect(FixtureImage(color: 0x92_c9_52, side: 96) == FixtureImage(color: 0x92_c9_52, side: 96))
  }
}
