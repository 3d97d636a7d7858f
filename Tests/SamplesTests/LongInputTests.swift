import Foundation
import Testing

/// A megabyte on one line, typed into each sample: answered, and every frame still fits
/// the screen (no line wider, no frame taller), however the line is echoed, quoted or wrapped.
@Suite("Long input lines, end to end", .serialized)
struct LongInputTests {
  static let megabyte = String(repeating: "x", count: 1_000_000)
  static let screen = (width: 80, height: 24)

  @Test(arguments: [
    ("Gallery", [], ["search \(megabyte)", megabyte, "help"]),
    ("WordList", [], ["search \(megabyte)", megabyte, "help"]),
    ("VideoPost", ["--asset", "harbour-at-dusk.mp4"], ["caption \(megabyte)", megabyte, "help"]),
  ])
  func aMegabyteLineIsAnsweredWithFramesThatFit(
    sample: String, flags: [String], lines: [String]
  ) async throws {
    // The watchdog's limit is the only wall-clock bound, a safety net: the quadratic layout
    // this guards against never finished, a debug build answers in about 3.5 s a sample at a
    // load average of 14 on two cores, and 52 s was seen with a second copy of the suite and
    // other builds beside it. How fast a long line is answered is for the benchmarks.
    let run = try await SampleProcess.run(
      sample, flags + ["--width", "\(Self.screen.width)", "--height", "\(Self.screen.height)"],
      input: (lines + ["quit"]).joined(separator: "\n") + "\n", limit: .seconds(300))

    #expect(run.status == 0, "stderr: \(run.errors.prefix(500))")
    let output = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = output.map(\.count).max() ?? 0
    #expect(widest <= Self.screen.width, "a line of \(widest) columns")
    for frame in Self.framesAfterEachCommand(output) {
      #expect(frame.count <= Self.screen.height, "a frame of \(frame.count) lines")
    }
    #expect(output.contains { $0.hasPrefix("> xxxxxxxx") && $0.hasSuffix("…") })
  }

  /// The lines printed after each echoed command, up to the next one: one frame each, since
  /// none of these commands starts work that prints milestones.
  static func framesAfterEachCommand(_ output: [Substring]) -> [[Substring]] {
    var frames: [[Substring]] = []
    for line in output {
      if line.hasPrefix("> ") {
        frames.append([])
      } else if !frames.isEmpty {
        frames[frames.count - 1].append(line)
      }
    }
    return frames.map { frame in Array(frame.reversed().drop { $0.isEmpty }.reversed()) }
  }
}
