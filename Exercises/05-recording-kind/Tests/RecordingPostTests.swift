import Essentials
import Exercise05
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// Once there is a clip, the recording screen posts it as any file is posted.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingPostTests {
  let bench = RecordingBench()
  /// The clip as the fake server holds it once every byte arrived.
  let uploaded = UploadedFile(id: "file-1", size: 3_000)

  /// A screen whose recording has ended with the clip.
  private func recordedScreen() async throws -> VideoRecordingPostViewModel {
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    try await screen.stopRecording()
    await recording.end()
    try #require(screen.state == .recorded(bench.file, .ready))
    return screen
  }

  @Test func aCaptionTypedWhileRecordingIsTheCaptionPosted() async throws {
    // Given a caption typed while the camera records
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    try screen.setCaption("Harbour at dusk")
    try await screen.stopRecording()
    await recording.end()
    try #require(screen.state == .recorded(bench.file, .ready))
    // (Required: without the caption the post is refused, and the upload steps below would wait
    // for an upload that never starts.)
    try #require(
      screen.caption == "Harbour at dusk",
      "the caption typed while recording was lost when the clip arrived")
    try #require(screen.canPost, "the clip is ready and has a caption, yet it cannot be posted")

    // When the clip is posted and the server takes it all
    let posting = Running { try? await screen.post() }
    await posting.waitUntil { screen.state == .recorded(bench.file, .uploading(progress(0))) }
    for _ in 1...4 { await bench.step() }
    await posting.end()

    // Then the clip was uploaded and the caption typed while recording was posted
    #expect(bench.service.uploadCalls.map(\.file) == [bench.clip])
    #expect(bench.service.postedCaptions == ["Harbour at dusk"])
    guard case .recorded(_, .posted(let post)) = screen.state else {
      Issue.record("not posted: \(screen.state)")
      return
    }
    #expect(bench.navigation.entries == [.posted(post)])
  }

  @Test func theUploadShowsItsProgress() async throws {
    let screen = try await recordedScreen()
    try screen.setCaption("Harbour")

    let posting = Running { try? await screen.post() }
    await posting.waitUntil { screen.state == .recorded(bench.file, .uploading(progress(0))) }
    await bench.step()
    await posting.waitUntil { screen.state == .recorded(bench.file, .uploading(progress(1_000))) }

    #expect(screen.state == .recorded(bench.file, .uploading(progress(1_000))))
    screen.close()
  }

  @Test func whatThePostingPartRefusesIsPassedOn() async throws {
    let screen = try await recordedScreen()

    // An empty caption, and nothing sending to cancel or retry
    await #expect(throws: RecordingIntentError.posting(.invalidCaption(.empty))) {
      try await screen.post()
    }
    #expect(throws: RecordingIntentError.posting(.nothingToCancel)) { try screen.cancel() }
    await #expect(throws: RecordingIntentError.posting(.nothingToRetry)) {
      try await screen.retry()
    }
    #expect(screen.state == .recorded(bench.file, .ready))
  }

  @Test func closingARecordedScreenSaysSoOnce() async throws {
    let screen = try await recordedScreen()

    screen.close()

    #expect(bench.navigation.entries == [.closed])
  }

  private func progress(_ completed: Int64) -> TransferProgress {
    TransferProgress(completed: completed, total: 3_000)
  }
}
