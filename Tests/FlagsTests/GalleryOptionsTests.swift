import Flags
import Foundation
import Testing

@Suite("Gallery options")
struct GalleryOptionsTests {
  @Test func noFlagsMeansEmbeddedBackendAndDetectedScreen() throws {
    let options = try GalleryOptions(arguments: [])

    #expect(options == GalleryOptions())
    #expect(options.baseURL == nil)
  }

  @Test func everyFlagInBothSpellings() throws {
    let spaced = try GalleryOptions(arguments: [
      "--base-url", "https://example.com/api", "--width", "100", "--height", "30", "--no-color",
    ])
    let joined = try GalleryOptions(arguments: [
      "--base-url=https://example.com/api", "--width=100", "--height=30", "--no-color",
    ])

    #expect(spaced == joined)
    #expect(spaced.baseURL == URL(string: "https://example.com/api"))
    #expect(spaced.width == 100)
    #expect(spaced.height == 30)
    #expect(!spaced.allowsColor)
  }

  @Test(
    arguments: [
      (["--colour"], OptionsError.unknownFlag("--colour")),
      (["--width"], .missingValue("--width")),
      (["--width", "--no-color"], .missingValue("--width")),
      (["--width", "wide"], .badNumber(flag: "--width", given: "wide", range: 20...1000)),
      (["--width", "5"], .badNumber(flag: "--width", given: "5", range: 20...1000)),
      (["--height=0"], .badNumber(flag: "--height", given: "0", range: 5...1000)),
      (["--base-url", "ftp://example.com"], .badURL("ftp://example.com")),
      (["--base-url", "example.com"], .badURL("example.com")),
    ])
  func badFlagsAreRefusedWithAReason(arguments: [String], expected: OptionsError) {
    #expect(throws: expected) { try GalleryOptions(arguments: arguments) }
  }

  @Test func usageNamesEveryFlag() {
    for flag in ["--base-url", "--width", "--height", "--no-color", "--help"] {
      #expect(GalleryOptions.usage.contains(flag))
    }
  }
}
