import FixtureBackend
import Foundation
import TestSupport
import Testing

/// The Gallery as a newcomer runs it: the built executable, driven by a piped script.
@Suite("Gallery sample, end to end", .serialized)
struct GallerySampleTests {
  static let tour = """
    sort title
    group album
    next
    open 20
    back
    search café
    album 3
    open 99
    fly
    album all
    search
    open 7
    refresh
    back
    help
    quit
    """

  @Test func aScriptedTourMatchesTheTranscript() async throws {
    let run = try await SampleProcess.run(
      "Gallery", ["--width", "80", "--height", "16"], input: Self.tour)

    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    assertSnapshot(run.output, named: "gallery-tour")
  }

  @Test func anAlbumsTourMatchesItsTranscript() async throws {
    // The albums by title, a second page, one album's photos, one photo, and back step by step
    let tour = "albums\nnext\nopen 12\nopen 2\nback\nback\nback\nquit\n"

    let run = try await SampleProcess.run(
      "Gallery", ["--width", "80", "--height", "12"], input: tour)

    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "gallery-albums")
  }

  @Test func theTranscriptIsTheSameOnEveryRun() async throws {
    let first = try await SampleProcess.run("Gallery", ["--width", "60"], input: Self.tour)
    let second = try await SampleProcess.run("Gallery", ["--width", "60"], input: Self.tour)

    #expect(first.output == second.output)
  }

  @Test func scriptFramesArePlainAndNeverCarryEscapes() async throws {
    let run = try await SampleProcess.run(
      "Gallery", ["--width", "100"], input: "search alert\nopen 1\nquit\n")

    #expect(run.output.contains("RED ALERT"))
    #expect(!run.output.contains("\u{1B}"))
    #expect(!run.output.contains("\u{202E}"))
  }

  @Test func helpFlagPrintsUsageAndExitsCleanly() async throws {
    let run = try await SampleProcess.run("Gallery", ["--help"])

    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Usage: Gallery [--base-url URL]"))
  }

  @Test(
    arguments: [
      (["--colour"], "Unknown option '--colour'."),
      (["--width", "wide"], "--width takes a whole number from 20 to 1000, not 'wide'."),
      (["--base-url", "ftp://x"], "--base-url needs an absolute http or https URL"),
    ])
  func badFlagsExitWithUsageErrorAndAMessage(arguments: [String], message: String) async throws {
    let run = try await SampleProcess.run("Gallery", arguments)

    #expect(run.status == 64)
    #expect(run.errors.hasPrefix(message))
    #expect(run.output.isEmpty)
  }

  @Test func anUnreachableServerShowsTheFailureAndRetry() async throws {
    // Given a port where nothing listens any more
    let server = try FixtureServer.start()
    let url = server.baseURL
    server.stop()

    let run = try await SampleProcess.run(
      "Gallery", ["--base-url", url.absoluteString, "--width", "100"], input: "retry\nquit\n")

    #expect(run.status == 0)
    let frames = run.output.components(separatedBy: "\n> ")
    #expect(frames.count == 3)
    for frame in frames.prefix(2) {
      #expect(frame.contains("Could not reach 127.0.0.1"))
      #expect(frame.contains("retry"))
    }
  }

  @Test func baseURLPointsTheGalleryAtAnotherServer() async throws {
    // Given a server that has only two photos
    let server = try FixtureServer.start(
      dataset: FixtureDataset(seed: 9, userCount: 1, albumsPerUser: 1, photosPerAlbum: 2))
    defer { server.stop() }

    let run = try await SampleProcess.run(
      "Gallery", ["--base-url", server.baseURL.absoluteString], input: "quit\n")

    #expect(run.output.hasPrefix("Photos · 2 shown in 1 section"))
  }
}
