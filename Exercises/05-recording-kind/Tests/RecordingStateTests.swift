import Exercise05
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// The recording screen's own part: the time recorded, stopping, failing and recording again.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingStateTests {
  let bench = RecordingBench()

  @Test func theTimeRecordedIsShownAsItGrows() async throws {
    // Given a screen recording
    let screen = bench.screen()
    let recording = Running { await screen.start() }

    // When the camera has two seconds, then three
    bench.camera.show(.seconds(2))
    await recording.waitUntil { screen.state == .recording(.seconds(2)) }
    #expect(screen.state == .recording(.seconds(2)))
    bench.camera.show(.seconds(3))
    await recording.waitUntil { screen.state == .recording(.seconds(3)) }

    // Then the screen shows each, and nothing can be posted yet
    #expect(screen.state == .recording(.seconds(3)))
    #expect(!screen.canPost)
    screen.close()
  }

  @Test func stoppingMakesTheClipAFileReadyToPost() async throws {
    // Given a screen that has recorded three seconds
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    bench.camera.show(.seconds(3))
    await recording.waitUntil { screen.state == .recording(.seconds(3)) }

    // When the recording is stopped
    try await screen.stopRecording()
    await recording.end()

    // Then the clip is the file to post, checked like any file, and nothing is sent yet
    #expect(screen.state == .recorded(bench.file, .ready))
    #expect(bench.service.uploadCalls.isEmpty)
  }

  @Test func aClipTooLargeToPostIsRefusedOnceRecorded() async throws {
    // Given a camera whose clip is larger than a post may be
    let screen = bench.screen(clipFacts: .regularFile(size: 10_001, preview: .unrecognised))
    let recording = Running { await screen.start() }

    // When the recording is stopped
    try await screen.stopRecording()
    await recording.end()

    // Then the screen says why the clip cannot be posted, and posting is refused
    let problem = VideoFileProblem.tooLarge(path: bench.clip.path, size: 10_001, limit: 10_000)
    #expect(screen.state == .unusable(problem))
    await #expect(throws: RecordingIntentError.noClip) { try await screen.post() }
  }

  @Test func aFailedRecordingIsShownAndRecordedAgainByRetry() async throws {
    // Given a recording the camera fails
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    bench.camera.fail("No permission to use the camera")
    await recording.end()
    let failure = LoadFailure(FakeCameraFailure(description: "No permission to use the camera"))
    #expect(screen.state == .recordingFailed(failure))

    // When the person retries
    let again = Running { try? await screen.retry() }
    bench.camera.show(.seconds(1))
    await again.waitUntil { screen.state == .recording(.seconds(1)) }

    // Then the camera records a second time
    #expect(screen.state == .recording(.seconds(1)))
    #expect(bench.camera.recordings == 2)
    screen.close()
  }

  @Test func postingWhileRecordingIsRefusedAndChangesNothing() async throws {
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    bench.camera.show(.seconds(1))
    await recording.waitUntil { screen.state == .recording(.seconds(1)) }

    await #expect(throws: RecordingIntentError.stillRecording) { try await screen.post() }

    #expect(screen.state == .recording(.seconds(1)))
    screen.close()
  }

  @Test func stoppingWhenNothingIsRecordingIsRefused() async throws {
    let screen = bench.screen()
    let recording = Running { await screen.start() }
    bench.camera.fail("The disk is full")
    await recording.end()

    await #expect(throws: RecordingIntentError.notRecording) { try await screen.stopRecording() }
  }

  @Test func closingWhileRecordingStopsListeningAndLeavesNothingBehind() async throws {
    // Given a screen recording, held only weakly by the test
    var screen: VideoRecordingPostViewModel? = bench.screen()
    weak let closed = screen
    let recording = Running { [screen] in await screen?.start() }
    bench.camera.show(.seconds(1))
    await recording.waitUntil { closed?.state == .recording(.seconds(1)) }

    // When the person leaves
    screen?.close()
    screen = nil
    // A close() that leaves the task consuming the camera's stream running waits here for good:
    // the camera records on, so start() never returns, and the check names this test as still
    // waiting.
    await recording.end()

    // Then the screen said so, stopped listening to the camera, and is gone; it abandoned the
    // recording rather than stopping it, which would make a clip nobody wants
    #expect(bench.navigation.entries == [.closed], "close() says .closed, once")
    #expect(
      bench.camera.abandoned == 1,
      "close() did not cancel the task that consumes the camera's stream")
    #expect(
      bench.camera.stops == 0,
      "close() asked the camera to stop, which makes a clip nobody wants; cancel the task instead")
    #expect(closed == nil, "the screen is still alive after close(): something holds it")
  }
}
