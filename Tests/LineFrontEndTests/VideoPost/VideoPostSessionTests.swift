import Coordinators
import Foundation
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// The VideoPost flow run as a script over fakes that answer at once: progress frames come at
/// 0%, 25%, 50%, 75% and 100% whatever the chunks were, then the frame after the command.
@MainActor
@Suite("VideoPost script session", .timeLimit(.minutes(10)))
struct VideoPostSessionTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
  let asset = MediaAsset.sample(id: "cat.mov", size: 4_000)
  let service: FakeVideoPostService
  let flows: VideoPostFlows

  init() {
    // Chunks of 700 bytes: quarters fall between chunks, and frames still show exact quarters.
    service = FakeVideoPostService(
      clock: clock,
      sizes: [movie: 2_800, FakeMediaLibrary.exportedFile(of: asset).url: 4_000],
      chunkSize: 700, stepDelay: .zero)
    flows = VideoPostFlows(
      service: service,
      library: FakeMediaLibrary(assets: [asset], clock: clock, chunkSize: 900, stepDelay: .zero),
      files: FakeFileInspector([movie: .regularFile(size: 2_800, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil))
  }

  private func run(_ flow: VideoPostCoordinator, _ lines: [String]) async -> [String] {
    let transcript = GallerySessionTests.Transcript()
    let session = TextSession(
      adapter: VideoPostLines(flow: flow), screen: { Screen(width: 70, height: 20) },
      output: TerminalOutput(mode: .script, write: transcript.append),
      input: LineInput.lines(lines), milestones: TransferMilestones())
    await session.runScript()
    // Each frame's first line is its header; commands are echoed with "> ".
    return transcript.value.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("Post a video") || $0.hasPrefix("> ") || $0.hasPrefix("Help")
    }
  }

  @Test func postingAFileShowsProgressAtEachQuarterThenThePost() async throws {
    let outline = await run(
      try flows.flow(file: movie.path), ["caption Harbour", "post", "quit"])

    #expect(
      outline == [
        "Post a video · from a file · ready",
        "> caption Harbour",
        "Post a video · from a file · ready",
        "> post",
        "Post a video · from a file · uploading 0%",
        "Post a video · from a file · uploading 25%",
        "Post a video · from a file · uploading 50%",
        "Post a video · from a file · uploading 75%",
        "Post a video · from a file · uploading 100%",
        "Post a video · from a file · posted",
        "> quit",
      ])
    #expect(service.postedCaptions == ["Harbour"])
  }

  @Test func anAssetIsFetchedWithItsOwnProgressBeforeTheFirstCommand() async throws {
    let outline = await run(try await flows.flow(assetID: "cat.mov"), ["status"])

    #expect(
      outline == [
        "Post a video · from the library · fetching 0%",
        "Post a video · from the library · fetching 25%",
        "Post a video · from the library · fetching 50%",
        "Post a video · from the library · fetching 75%",
        "Post a video · from the library · fetching 100%",
        "Post a video · from the library · ready",
        "> status",
        "Post a video · from the library · ready",
      ])
  }

  @Test func aRetryShowsOnlyTheQuartersItPasses() async throws {
    // Given an upload that fails on reaching 2,100 of 2,800 bytes (75%), the screen having
    // seen 1,400 (50%) and the server keeping all 2,100
    service.failUploads(after: 2_100, with: FakeFailure("Reset."))
    let flow = try flows.flow(file: movie.path)

    let outline = await run(flow, ["caption Harbour", "post", "retry"])

    #expect(
      outline.suffix(9) == [
        "> post",
        "Post a video · from a file · uploading 0%",
        "Post a video · from a file · uploading 25%",
        "Post a video · from a file · uploading 50%",
        "Post a video · from a file · failed — retry",
        "> retry",
        "Post a video · from a file · uploading 75%",
        "Post a video · from a file · uploading 100%",
        "Post a video · from a file · posted",
      ])
  }

  @Test func aRefusedCommandSaysWhyAndHelpListsTheCommands() async throws {
    let transcript = GallerySessionTests.Transcript()
    let session = TextSession(
      adapter: VideoPostLines(flow: try flows.flow(file: movie.path)),
      screen: { Screen(width: 70, height: 20) },
      output: TerminalOutput(mode: .script, write: transcript.append),
      input: LineInput.lines(["post", "fly", "help"]), milestones: TransferMilestones())

    await session.runScript()

    #expect(transcript.value.contains("Cannot post yet. A caption is needed"))
    #expect(transcript.value.contains("Unknown command 'fly'. Commands: help, caption,"))
    #expect(transcript.value.contains("Help · 8 commands"))
    #expect(service.uploadCalls.isEmpty)
  }

  @Test func backLeavesTheScreenAndEndsTheSession() async throws {
    let flow = try flows.flow(file: movie.path)
    var outcomes: [VideoPostNavigation] = []
    flow.onFinish = { outcomes.append($0) }

    let outline = await run(flow, ["back", "status"])

    #expect(outline.last == "> back")
    #expect(outcomes == [.closed])
    #expect(flow.isFinished)
    #expect(!flow.quitRequested)
  }
}
