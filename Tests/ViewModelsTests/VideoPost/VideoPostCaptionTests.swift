import Models
import TestSupport
import Testing
import ViewModels

/// Caption rules and when the Post action is available, the same on both screens.
@MainActor
@Suite("Video post captions", .timeLimit(.minutes(10)))
struct VideoPostCaptionTests {
  let bench = VideoPostTestBench()

  @Test(arguments: [
    ("", CaptionIssue.empty), ("   ", .empty), ("two\tcolumns", .controlCharacters),
    ("line\nbreak", .controlCharacters),
    (String(repeating: "a", count: 201), .tooLong(201, limit: 200)),
  ])
  func anInvalidCaptionIsFlaggedAndPostIsRefused(caption: String, issue: CaptionIssue) async throws
  {
    // Given a screen whose caption breaks a rule
    let screen = try bench.urlScreen()
    try screen.setCaption(caption)

    // Then Post is unavailable, and asking anyway says why and sends nothing
    #expect(screen.captionIssue == issue)
    #expect(!screen.canPost)
    await #expect(throws: VideoPostError.invalidCaption(issue)) { try await screen.post() }
    #expect(screen.state == .ready)
    #expect(bench.service.uploadCalls.isEmpty)
  }

  @Test(arguments: ["Harbour at dusk", "東京の夕焼け 🌅", String(repeating: "a", count: 200)])
  func aValidCaptionMakesPostAvailable(caption: String) throws {
    let screen = try bench.urlScreen()
    #expect(!screen.canPost, "a new screen has no caption yet")

    try screen.setCaption(caption)

    #expect(screen.captionIssue == nil)
    #expect(screen.canPost)
  }

  @Test func postIsUnavailableAndTheCaptionLockedWhileSendingAndOncePosted() async throws {
    let screen = try bench.urlScreen()
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    await waitUntil { screen.state.isSending }

    #expect(!screen.canPost)
    #expect(throws: VideoPostError.captionLocked) { try screen.setCaption("Other") }
    await #expect(throws: VideoPostError.alreadySending) { try await screen.post() }

    for _ in 1...4 { await bench.step() }
    try await posting.value
    #expect(!screen.canPost)
    #expect(throws: VideoPostError.captionLocked) { try screen.setCaption("Other") }
    await #expect(throws: VideoPostError.alreadyPosted) { try await screen.post() }
    #expect(screen.caption == "Harbour")
  }

  @Test func afterAFailureTheCaptionCanChangeAndRetryChecksIt() async throws {
    bench.service.failUploads(after: 1_000, with: FakeFailure("Reset."))
    let screen = try bench.urlScreen()
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    await bench.step()
    try await posting.value

    try screen.setCaption("")

    #expect(!screen.canPost, "post is for a fresh screen; a failed one retries")
    await #expect(throws: VideoPostError.invalidCaption(.empty)) { try await screen.retry() }
    await #expect(throws: VideoPostError.useRetry(.resumeUpload(bench.bytes(0)))) {
      try await screen.post()
    }
    #expect(bench.service.uploadCalls.count == 1)
  }

  @Test func theLengthLimitComesFromTheSettings() throws {
    let settings = VideoPostSettings(caption: CaptionRules(maximumLength: 5), stallLimit: nil)
    let screen = bench.assetScreen(settings: settings)

    try screen.setCaption("Harbour")

    #expect(screen.captionIssue == .tooLong(7, limit: 5))
  }
}
