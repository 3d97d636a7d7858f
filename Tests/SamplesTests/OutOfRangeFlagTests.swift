import Foundation
import Testing

/// Numbers no flag takes, given to the real executables: each exits with status 64 (EX_USAGE)
/// naming the value and the range, before anything starts, and never traps.
@Suite("Out-of-range flags, end to end", .serialized)
struct OutOfRangeFlagTests {
  @Test(arguments: [
    (
      "Gallery", ["--faults", "/photos=delay:1e300"],
      "--faults: 'delay:1e300' in '/photos=delay:1e300' needs seconds, a number from 0 to 86400, "
        + "e.g. delay:1.5.\n"
    ),
    (
      "Gallery", ["--faults", "/photos=status:503,retry-after:99999999999999999999"],
      "--faults: 'retry-after:99999999999999999999' in "
        + "'/photos=status:503,retry-after:99999999999999999999' needs seconds or date+seconds, "
        + "a whole number from 0 to 86400, e.g. retry-after:2.\n"
    ),
    (
      "Gallery", ["--width", "1e300"],
      "--width takes a whole number from 20 to 1000, not '1e300'.\n"
    ),
    (
      "WordList", ["--seed=-1"],
      "--seed takes a whole number from 0 to 18446744073709551615, not '-1'.\n"
    ),
    (
      "VideoPost", ["--list-assets", "--export-rate", "99999999999999999999"],
      "--export-rate takes a whole number from 1000 to 10000000000, not '99999999999999999999'.\n"
    ),
    (
      "WordList", ["--height", "30", "--height", "40"],
      "--height is given more than once; give it once.\n"
    ),
  ])
  func anOutOfRangeFlagExitsWithUsageErrorNamingTheRange(
    sample: String, arguments: [String], message: String
  ) async throws {
    let run = try await SampleProcess.run(sample, arguments, input: "quit\n")

    #expect(run.status == 64)
    #expect(run.errors == message + "Run '\(sample) --help' for usage.\n")
    #expect(run.output.isEmpty)
  }
}
