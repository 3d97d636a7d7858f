import Exercise05
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// The recording screen before there is a clip: what a new screen shows, what the posting
/// intents say when there is nothing to post yet, and a camera that ends without a clip.
/// (Closing while recording is in `RecordingStateTests`.)
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingBeforeAClipTests {
  let bench = RecordingBench()

  @Test func aNewScreenIsAboutToRecordNothingYet() {
    let screen = bench.screen()

    #expect(screen.state == .recording(.zero))
    #expect(screen.caption == "")
    #expect(!screen.canPost)
    #expect(bench.camera.recordings == 0, "nothing records until start()")
  }

  @Test func cancelAndRetryWhileRecordingAreRefusedAndLeaveTheCameraAlone() async throws {
    // Given a screen recording
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    bench.camera.show(.seconds(1))
    await recording.waitUntil { screen.state == .recording(.seconds(1)) }

    // When the person cancels, then retries: there is no post to stop or to continue
    #expect(throws: RecordingIntentError.posting(.nothingToCancel)) { try screen.cancel() }
    await #expect(throws: RecordingIntentError.posting(.nothingToRetry)) {
      try await screen.retry()
    }

    // Then the recording goes on as it was: the same one, not stopped, not started again
    #expect(screen.state == .recording(.seconds(1)))
    #expect(bench.camera.recordings == 1)
    #expect(bench.camera.stops == 0)
    #expect(bench.camera.abandoned == 0)
    screen.close()
  }

  @Test func cancelAfterAFailedRecordingIsRefused() async throws {
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    bench.camera.fail("The disk is full")
    await recording.end()

    #expect(throws: RecordingIntentError.posting(.nothingToCancel)) { try screen.cancel() }

    let failure = LoadFailure(FakeCameraFailure(description: "The disk is full"))
    #expect(screen.state == .recordingFailed(failure))
  }

  @Test func aRecordingThatEndsWithoutAClipIsAFailure() async throws {
    // Given a screen recording
    let screen = bench.screen()
    let recording = Running { await screen.start() }

    // When the camera ends the recording without a clip
    bench.camera.endWithoutAClip()
    await recording.end()

    // Then the screen says the recording failed, and there is no clip to post
    guard case .recordingFailed = screen.state else {
      Issue.record("a recording with no clip should be a failed recording, not \(screen.state)")
      return
    }
    await #expect(throws: RecordingIntentError.noClip) { try await screen.post() }
  }
}
