import FixtureBackend
import Foundation
import Models
import TestSupport
import Testing

/// The VideoPost sample as a newcomer runs it: flags, a piped script, its exit status.
@Suite("VideoPost sample, end to end", .serialized)
struct VideoPostSampleTests {
  @Test func listAssetsShowsTheDemoLibrary() async throws {
    let run = try await SampleProcess.run("VideoPost", ["--list-assets"])

    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "videopost-list-assets")
  }

  @Test func helpFlagPrintsUsageAndExitsCleanly() async throws {
    let run = try await SampleProcess.run("VideoPost", ["--help"])

    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Usage: VideoPost (--file PATH | --asset ID | --list-assets)"))
  }

  @Test(arguments: [
    ([], "Choose a video: --file PATH or --asset ID (--list-assets shows the assets)."),
    (["--asset"], "--asset needs a value, e.g. --asset=harbour-at-dusk.mp4."),
    (
      ["--file", "a.mp4", "--list-assets"],
      "Choose one of --file, --asset and --list-assets, not 2."
    ),
  ])
  func badFlagsExitWithUsageErrorAndAMessage(arguments: [String], message: String) async throws {
    let run = try await SampleProcess.run("VideoPost", arguments)

    #expect(run.status == 64)
    #expect(run.errors.hasPrefix(message))
    #expect(run.output.isEmpty)
  }

  @Test func aFileThatCannotBePostedIsRefusedBeforeAnythingStarts() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-empty-\(UUID().uuidString).mp4")
    try Data().write(to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await SampleProcess.run("VideoPost", ["--file", folder.path], input: "post\n")

    #expect(run.status == 66)
    #expect(run.errors == "\(folder.path) is empty (0 bytes); there is nothing to post.\n")
    #expect(run.output.isEmpty)
  }

  @Test func anUnknownAssetNamesTheAssetsThereAre() async throws {
    let run = try await SampleProcess.run("VideoPost", ["--asset", "dog.mp4"])

    #expect(run.status == 66)
    #expect(
      run.errors.hasPrefix(
        "No asset 'dog.mp4'. Assets: cat-meets-cucumber.mov, city-timelapse.mp4, "
          + "harbour-at-dusk.mp4."))
  }
}
