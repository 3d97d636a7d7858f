import Foundation
import Testing

/// A `COLUMNS` or `LINES` no terminal has, given to the real executables: each says on standard
/// error that it ignores it and draws at the size it would have used without it (80 by 24 with
/// output to a pipe), instead of aborting on a terabyte allocation.
@Suite("COLUMNS and LINES out of range, end to end", .serialized)
struct EnvironmentSizeSampleTests {
  @Test(arguments: [
    ("Gallery", []), ("WordList", []), ("VideoPost", ["--asset", "harbour-at-dusk.mp4"]),
    ("FatGallery", []),
  ])
  func anAbsurdColumnsIsIgnoredWithAWord(sample: String, flags: [String]) async throws {
    let run = try await SampleProcess.run(
      sample, flags, input: "quit\n", environment: ["COLUMNS": "999999999999"])

    #expect(run.status == 0)
    #expect(
      run.errors == "COLUMNS is ignored: '999999999999' is not a whole number from 20 to 1000.\n")
    let widest = run.output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 80)
  }

  @Test(arguments: ["Gallery", "WordList", "FatGallery"])
  func anAbsurdLinesIsIgnoredWithAWord(sample: String) async throws {
    let run = try await SampleProcess.run(
      sample, input: "quit\n", environment: ["LINES": "999999999999"])

    #expect(run.status == 0)
    #expect(
      run.errors == "LINES is ignored: '999999999999' is not a whole number from 5 to 1000.\n")
    // The first frame is the screen's height, 24 lines, not as tall as the list.
    let firstFrame = run.output.components(separatedBy: "\n> ").first ?? ""
    #expect(firstFrame.split(separator: "\n", omittingEmptySubsequences: false).count <= 24)
  }

  @Test func aColumnsInRangeIsHonouredByTheFatGalleryLikeTheOthers() async throws {
    let run = try await SampleProcess.run(
      "FatGallery", input: "quit\n", environment: ["COLUMNS": "40"])

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let widest = run.output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 40)
    #expect(widest > 20)
  }
}
