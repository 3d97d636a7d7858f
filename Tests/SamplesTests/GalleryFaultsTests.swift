import FixtureBackend
import Foundation
import TestSupport
import Testing

/// The Gallery against a backend that fails on purpose (`--faults`): each failure is a clear
/// state saying what happened and what `retry` will do, and the app recovers.
@Suite("Gallery sample with --faults", .serialized)
struct GalleryFaultsTests {
  @Test func aLoadThatRunsOutOfRetriesShowsWhyAndRetryRecovers() async throws {
    // Given a backend whose first three requests for photos fail: all of the first load's
    // attempts
    let run = try await SampleProcess.run(
      "Gallery", ["--faults", "/photos=status:503,first:3", "--width", "80", "--height", "12"],
      input: "retry\nquit\n")

    // Then the transcript shows the failure, then the photos after retry
    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "gallery-faults-recovery")
  }

  @Test func failuresWithinTheRetryBudgetNeverReachTheScreen() async throws {
    // Given a backend that fails photos twice, asking for a one-second pause each time
    let run = try await SampleProcess.run(
      "Gallery", ["--faults", "/photos=status:503,retry-after:1,first:2", "--width", "80"],
      input: "quit\n")

    // Then the client's own retries get the photos before the first frame
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.hasPrefix("Photos · 5,000 shown"))
  }

  @Test func aBrokenAnswerSaysRetryWillNotHelp() async throws {
    let run = try await SampleProcess.run(
      "Gallery", ["--faults", "/photos=wrong-shape", "--width", "100"], input: "quit\n")

    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(
      run.output.contains("Could not load photos: The response could not be read: expected a list"))
    #expect(
      run.output.contains(
        "Trying again will likely fail the same way: the server's answer is not what the app"))
  }

  @Test func anEndlessBodyIsRefusedAtTheLimitTheFlagSets() async throws {
    // Given a backend whose photos never end, and a 1 MiB limit
    let run = try await SampleProcess.run(
      "Gallery",
      ["--faults", "/photos=endless-body", "--max-response", "1048576", "--width", "100"],
      input: "quit\n")

    // Then the load fails at that limit, and quit is answered
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("is larger than the 1.0 MB limit"), "\(run.output)")
  }

  @Test func aQuitDuringALoadThatNeverEndsExitsAtOnceAndSmall() async throws {
    // Given a server whose pages never end, each full of photos never sent before
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/photos", .endlessPages(newPerPage: nil))]))
    defer { server.stop() }
    let sample = try RunningSample(
      "Gallery", ["--base-url", server.baseURL.absoluteString, "--width", "80", "--height", "12"])
    var pages = 0
    for await _ in server.injectedFaults {
      pages += 1
      if pages == 4 { break }  // the first has been on screen for three pages
    }

    // When a script sends `quit` while the load goes on
    let peak = try Self.peakMegabytes(of: sample.processIdentifier)
    sample.send("quit")

    // Then the Gallery ends, answering it, instead of loading forever
    let status = try await sample.finish()
    #expect(status == 0)
    #expect(sample.printed.hasSuffix("> quit\n"), "\(sample.printed)")
    // before the load ran into its most rows, which would have shown the list first
    #expect(!sample.printed.contains("Photos ·"), "\(sample.printed)")
    #expect(peak < 1_024, "peak \(peak) MB")
  }

  @Test func aLoadThatNeverEndsStopsAtTheMemoryCeilingUnder300MB() async throws {
    // Given the embedded backend with pages that never end, each full of photos never sent
    // before
    let sample = try RunningSample(
      "Gallery", ["--faults", "/photos=endless-pages", "--width", "200", "--height", "12"])

    // When the load has stopped, which the first frame shows
    try await sample.waitForOutput(containing: "of memory, the most one load fills")
    let peak = try Self.peakMegabytes(of: sample.processIdentifier)
    sample.send("quit")

    // Then it stopped at the memory ceiling, saying so, with the process under 300 MB
    #expect(try await sample.finish() == 0)
    #expect(sample.printed.contains("at 200.0 MB of memory"), "\(sample.printed)")
    #expect(peak < 286, "peak \(peak) MiB")  // 300 MB
  }

  /// The most memory process `id` has held so far, in megabytes (Linux's `VmHWM`).
  private static func peakMegabytes(of id: Int32) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(id)/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return kilobytes / 1_024
  }

  @Test func aMissingPhotoOnTheDetailSaysSoAndKeepsThePhoto() async throws {
    let run = try await SampleProcess.run(
      "Gallery", ["--faults", "/photos/1=status:404", "--width", "100"],
      input: "open 1\nrefresh\nquit\n")

    #expect(run.status == 0, "stderr: \(run.errors)")
    let frames = run.output.components(separatedBy: "\n> ")
    try #require(frames.count == 4)  // first, open 1, refresh, quit
    let afterRefresh = frames[2]
    #expect(afterRefresh.hasPrefix("refresh\nPhoto 1 · reload failed — retry"))
    #expect(afterRefresh.contains("Could not reload this photo: Server returned 404 Not Found"))
    #expect(afterRefresh.contains("the server has nothing at this address"))
  }

  @Test(
    arguments: [
      (
        ["--faults", "/photos=stall"],
        "--faults: Unknown fault or option 'stall' in '/photos=stall'."
      ),
      (
        ["--faults", "photos=truncate"], "--faults: Fault rule 'photos=truncate' is not PATH=FAULT"
      ),
      (["--faults", "*=truncate", "--base-url", "http://127.0.0.1:9"], "--faults stages failures"),
    ])
  func aBadSpecExitsWithUsageErrorAndSaysWhy(arguments: [String], message: String) async throws {
    let run = try await SampleProcess.run("Gallery", arguments)

    #expect(run.status == 64)
    #expect(run.errors.hasPrefix(message), "stderr: \(run.errors)")
    #expect(run.output.isEmpty)
  }

  @Test func helpNamesEveryFault() async throws {
    let run = try await SampleProcess.run("Gallery", ["--help"])

    let names = FaultPlan.faultNames.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(names.count == 19)
    let flattened = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for name in names { #expect(flattened.contains(name), "\(name)") }
  }
}
