import Flags
import Foundation
import Testing

@Suite("VideoPost options")
struct VideoPostOptionsTests {
  @Test func eachSourceFlagChoosesWhatTheRunIsFor() throws {
    #expect(
      try VideoPostOptions(arguments: ["--file", "clip.mp4"]).action == .postFile("clip.mp4"))
    #expect(try VideoPostOptions(arguments: ["--asset=cat.mov"]).action == .postAsset("cat.mov"))
    #expect(try VideoPostOptions(arguments: ["--list-assets"]).action == .listAssets)
    #expect(try VideoPostOptions(arguments: ["--help", "--file", "x"]).action == .showHelp)
  }

  @Test func sharedAndOwnFlagsInBothSpellings() throws {
    let spaced = try VideoPostOptions(arguments: [
      "--asset", "cat.mov", "--library", "/movies", "--export-rate", "250000", "--width", "70",
      "--height", "20", "--no-color", "--base-url", "http://localhost:8080",
    ])
    let joined = try VideoPostOptions(arguments: [
      "--asset=cat.mov", "--library=/movies", "--export-rate=250000", "--width=70",
      "--height=20", "--no-color", "--base-url=http://localhost:8080",
    ])

    #expect(spaced == joined)
    #expect(spaced.library == URL(fileURLWithPath: "/movies", isDirectory: true))
    #expect(spaced.exportRate == 250_000)
    #expect(spaced.width == 70)
    #expect(spaced.height == 20)
    #expect(!spaced.allowsColor)
    #expect(spaced.baseURL == URL(string: "http://localhost:8080"))
  }

  @Test(arguments: [
    ([], "Choose a video: --file PATH or --asset ID (--list-assets shows the assets)."),
    (
      ["--file", "a.mp4", "--asset", "b"], "Choose one of --file, --asset and --list-assets, not 2."
    ),
    (["--file"], "--file needs a value, e.g. --file=movie.mp4."),
    (["--asset", "--no-color"], "--asset needs a value, e.g. --asset=harbour-at-dusk.mp4."),
    (
      ["--export-rate", "fast"],
      "--export-rate takes a whole number from 1000 to 10000000000, not 'fast'."
    ),
    (["--colour"], "Unknown option '--colour'."),
    (["--file", "a", "--width", "5"], "--width takes a whole number from 20 to 1000, not '5'."),
  ])
  func badFlagsAreRefusedWithAReason(arguments: [String], message: String) {
    #expect {
      try VideoPostOptions(arguments: arguments)
    } throws: { error in
      (error as? OptionsError)?.description == message
    }
  }

  @Test func usageNamesEveryFlag() {
    for flag in [
      "--file", "--asset", "--list-assets", "--library", "--export-rate", "--base-url", "--width",
      "--height", "--no-color", "--help",
    ] {
      #expect(VideoPostOptions.usage.contains(flag))
    }
  }
}
