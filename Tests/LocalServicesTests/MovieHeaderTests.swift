import DemoLibrary
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// Reading a movie's length from its header, and the demo movies written for it to read.
struct MovieHeaderTests {
  @Test(arguments: [Duration.seconds(12), .seconds(95), .seconds(3725)])
  func aDemoMovieReportsTheLengthWrittenIntoIt(duration: Duration) async throws {
    let folder = try ScratchDirectory()
    let movie = DemoMovie(fileName: "clip.mp4", duration: duration, size: 10_000)

    try await DemoMovies.write(into: folder.url, movies: [movie])

    let url = folder.url.appendingPathComponent("clip.mp4")
    #expect(MovieHeader.duration(of: url) == duration)
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    #expect(size == 10_000)
  }

  @Test func theSameDemoMovieHasTheSameBytesEveryTime() async throws {
    let first = try ScratchDirectory()
    let second = try ScratchDirectory()
    let movie = DemoMovie(fileName: "clip.mp4", duration: .seconds(3), size: 200_000)

    try await DemoMovies.write(into: first.url, movies: [movie])
    try await DemoMovies.write(into: second.url, movies: [movie])

    let a = try Data(contentsOf: first.url.appendingPathComponent("clip.mp4"))
    let b = try Data(contentsOf: second.url.appendingPathComponent("clip.mp4"))
    #expect(a == b)
    #expect(Set(a.suffix(1000)).count > 200, "the picture data should look random, not blank")
  }

  @Test func aVersionOneHeaderWithSixtyFourBitTimesIsRead() throws {
    // Given a moov box whose mvhd is version 1: 64-bit times, timescale 600, duration 6000
    var header = Data([1, 0, 0, 0]) + Data(count: 16) + Data([0, 0, 0x02, 0x58])
    header += Data([0, 0, 0, 0, 0, 0, 0x17, 0x70]) + Data(count: 80)
    let folder = try ScratchDirectory()
    let url = try folder.file("v1.mov", box("moov", box("mvhd", header)))

    #expect(MovieHeader.duration(of: url) == .seconds(10))
  }

  @Test func aMoovBoxAfterTheDataIsFoundBySkipping() throws {
    let header = Data([0, 0, 0, 0]) + Data(count: 8) + Data([0, 0, 0x03, 0xE8, 0, 0, 0x07, 0xD0])
    let folder = try ScratchDirectory()
    let url = try folder.file(
      "late.mp4",
      box("mdat", Data(count: 5000)) + box("moov", box("mvhd", header + Data(count: 80))))

    #expect(MovieHeader.duration(of: url) == .seconds(2))
  }

  @Test(arguments: [
    Data(), Data("just some text, not a movie at all".utf8), Data([0, 0, 0, 9, 0x6D, 0x6F]),
    Data([0xFF, 0xFF, 0xFF, 0xFF]) + Data("moov".utf8),
  ])
  func somethingThatIsNotAMovieHasNoLength(bytes: Data) throws {
    let folder = try ScratchDirectory()
    let url = try folder.file("notes.txt", bytes)

    #expect(MovieHeader.duration(of: url) == nil)
  }

  @Test func aMissingFileHasNoLength() {
    #expect(MovieHeader.duration(of: URL(fileURLWithPath: "/nonexistent/slim/clip.mp4")) == nil)
  }

  private func box(_ type: String, _ content: Data) -> Data {
    let size = UInt32(8 + content.count)
    return Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: size >> $0) }) + Data(type.utf8)
      + content
  }
}
