import FatGallerySteps
import FixtureBackend
import Flags
import Foundation
import TestSupport
import Testing

/// The diet lesson's safety net: the fat screen's transcripts, recorded once as golden masters,
/// and every step of the diet printing them byte for byte.
///
/// This is how the steps were made: refactor, run these, and keep only what prints exactly what
/// the fat screen printed, on good data and against a server that fails.
@Suite("FatGallery: every step behaves as the fat screen did", .serialized)
struct FatGalleryDietTests {
  static let steps = FatGalleryStep.allCases.map(\.rawValue)
  static let screen = ["--width", "80", "--height", "12"]

  /// The shared commands, each at least once, with refusals among them.
  static let tour = """
    next
    next
    prev
    open 7
    next
    back
    open 9999
    open
    refresh
    fly away
    back
    prev
    quit
    """

  /// Against a server whose first two answers for /photos are 503s: the alert, commands
  /// refused while nothing is loaded, a refresh that fails again, then one that recovers.
  static let failingTour = """
    next
    open 3
    back
    refresh
    refresh
    open 3
    back
    quit
    """

  @Test(arguments: steps)
  func everyStepPrintsTheFatScreensTour(step: Int) async throws {
    let run = try await SampleProcess.run(
      "FatGallery", ["--step", "\(step)"] + Self.screen, input: Self.tour)

    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "fatgallery-tour")
  }

  @Test(arguments: steps)
  func everyStepPrintsTheFatScreensTourAgainstAFailingServer(step: Int) async throws {
    let server = try FixtureServer.start(
      faults: try FaultPlan(parsing: "/photos=status:503,first:2"))
    defer { server.stop() }

    let run = try await SampleProcess.run(
      "FatGallery",
      ["--step", "\(step)", "--base-url", server.baseURL.absoluteString] + Self.screen,
      input: Self.failingTour)

    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "fatgallery-failing-tour")
  }

  @Test(
    "every step words a broken answer as the fat screen did",
    arguments: steps.dropFirst(),
    ["/photos=wrong-shape", "/photos=malformed-json", "/photos=truncate"])
  func everyStepWordsABrokenAnswerAsStepZero(step: Int, fault: String) async throws {
    let script = "next\nrefresh\nquit\n"
    let fat = try await Self.run(step: 0, faults: fault, script: script)
    let slim = try await Self.run(step: step, faults: fault, script: script)

    #expect(
      fat.contains("│ The server's answer is not a list of photos.")
        || fat.contains("│ Could not reach the server."))
    #expect(slim == fat)
  }

  @Test(arguments: steps)
  func everyStepSaysSoWhenNoServerAnswers(step: Int) async throws {
    // Given a port nothing listens on: a server that has just stopped
    let server = try FixtureServer.start()
    let address = server.baseURL.absoluteString
    server.stop()

    let run = try await SampleProcess.run(
      "FatGallery", ["--step", "\(step)", "--base-url", address] + Self.screen, input: "quit\n")

    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(
      run.output.hasPrefix(
        "Photos · failed\n┌ Could not load the photos.\n│ Could not reach the server.\n"))
  }

  @Test func listStepsNamesEveryStepOnALine() async throws {
    let run = try await SampleProcess.run("FatGallery", ["--list-steps"])

    #expect(run.status == 0)
    let numbers = run.output.split(separator: "\n").map { $0.prefix { $0 != " " } }
    #expect(numbers == Self.steps.map { "\($0)"[...] })
  }

  @Test(
    arguments: [
      (
        ["--step", "9"],
        "--step takes a whole number from 0 to \(FatGalleryStep.allCases.count - 1), not '9'."
      ),
      (["--step"], "--step needs a value"),
      (["--base-url", "ftp://example.com"], "--base-url needs an absolute http or https URL"),
      (["--width", "5"], "--width takes a whole number from 20 to 1000, not '5'."),
      (["--fat"], "Unknown option '--fat'."),
      (["--step", "1", "--step=2"], "--step is given more than once; give it once."),
    ])
  func aBadFlagExitsWithUsageErrorAndSaysWhy(arguments: [String], message: String) async throws {
    let run = try await SampleProcess.run("FatGallery", arguments)

    #expect(run.status == 64)
    #expect(run.errors.hasPrefix(message), "stderr: \(run.errors)")
    #expect(run.output.isEmpty)
  }

  @Test(arguments: [
    (["--step", "1", "--step", "1"], "--step"),
    (["--width=80", "--width=120"], "--width"),
    (["--height", "12", "--height=20"], "--height"),
    (["--base-url=http://a.example", "--base-url", "http://b.example"], "--base-url"),
  ])
  func aValueFlagGivenTwiceIsRefusedRatherThanGuessedAt(arguments: [String], flag: String) {
    #expect(throws: OptionsError.repeatedFlag(flag)) {
      try FatGalleryOptions(arguments: arguments)
    }
  }

  /// Step `step`'s whole output for `script` against a fresh server staging `faults`.
  private static func run(step: Int, faults: String, script: String) async throws -> String {
    let server = try FixtureServer.start(faults: try FaultPlan(parsing: faults))
    defer { server.stop() }
    let run = try await SampleProcess.run(
      "FatGallery",
      ["--step", "\(step)", "--base-url", server.baseURL.absoluteString] + screen, input: script)
    #expect(run.status == 0, "stderr: \(run.errors)")
    return run.output
  }
}
