import Essentials
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// The URL screen's state machine: checking the file, posting, failing, retrying, cancelling.
@MainActor
@Suite("VideoURLPostViewModel", .timeLimit(.minutes(10)))
struct VideoURLPostStateTests {
  let bench = VideoPostTestBench()
  /// The movie as the fake server holds it once every byte arrived.
  let uploaded = UploadedFile(id: "file-1", size: 3_000)

  @Test func aPostableFileStartsReadyWithItsSizeAndPreview() throws {
    let screen = try bench.urlScreen()

    #expect(screen.state == .ready)
    #expect(screen.file.size == 3_000)
    #expect(screen.file.preview == .movie(duration: .seconds(12)))
  }

  @Test(arguments: [
    (FileFacts.missing, VideoFileProblem.missing(path: "/videos/harbour.mp4")),
    (
      .notRegularFile(kind: "a directory"),
      .notRegularFile(path: "/videos/harbour.mp4", kind: "a directory")
    ),
    (
      .unreadable(reason: "permission denied"),
      .unreadable(path: "/videos/harbour.mp4", reason: "permission denied")
    ),
    (.regularFile(size: 0, preview: .unrecognised), .empty(path: "/videos/harbour.mp4")),
    (
      .regularFile(size: 10_001, preview: .unrecognised),
      .tooLarge(path: "/videos/harbour.mp4", size: 10_001, limit: 10_000)
    ),
  ])
  func aFileThatCannotBePostedIsRefusedUpFrontAndNothingIsUploaded(
    facts: FileFacts, problem: VideoFileProblem
  ) {
    // Given a file system where the movie is not postable
    let files = FakeFileInspector([bench.movie: facts])

    // When a screen is made for it, then the problem is named
    #expect(throws: problem) {
      _ = try VideoURLPostViewModel(
        url: bench.movie, service: bench.service, files: files,
        settings: VideoPostTestBench.settings, clock: bench.clock)
    }
    #expect(bench.service.uploadCalls.isEmpty)
  }

  @Test func theHappyPathUploadsWithProgressThenPublishes() async throws {
    // Given a captioned screen
    let screen = try bench.urlScreen()
    try screen.setCaption("  Harbour at dusk ")

    // When it posts, the upload reports each second's bytes
    let posting = Task { try await screen.post() }
    await waitUntil { screen.state == .uploading(bench.bytes(0)) }
    for sent: Int64 in [1_000, 2_000] {
      await bench.step()
      await waitUntil { screen.state == .uploading(bench.bytes(sent)) }
    }
    await bench.step()
    await waitUntil { screen.state == .posting(uploaded) }
    await bench.step()
    try await posting.value

    // Then the post is published with the trimmed caption, and the screen asks to move on
    let post = VideoPost(id: 2, caption: "Harbour at dusk", fileID: "file-1")
    #expect(screen.state == .posted(post))
    #expect(bench.navigation.entries == [.posted(post)])
    #expect(bench.service.uploadCalls.map(\.resuming) == [nil])
  }

  @Test func aFailureMidwayThenRetryResumesFromTheServersOffset() async throws {
    // Given an upload that breaks on reaching 3,000 bytes, the server keeping only 1,000
    bench.service.failUploads(
      after: 3_000, keeping: 1_000, with: FakeFailure("The connection was reset."))
    let screen = try bench.urlScreen()
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    for _ in 1...3 { await bench.step() }
    try await posting.value
    #expect(
      screen.state
        == .failed(
          LoadFailure(message: "The connection was reset."),
          retry: .resumeUpload(bench.bytes(2_000))))

    // When the network is back and the person retries
    bench.service.stopFailing()
    let retrying = Task { try await screen.retry() }

    // Then the kept upload goes back to the service, and sending continues from the server's
    // 1,000 bytes: not from zero, and not from the 2,000 this screen last saw
    await waitUntil { screen.state == .uploading(bench.bytes(1_000)) }
    #expect(bench.service.uploadCalls.map(\.resuming) == [nil, keptUpload()])
    await bench.step()
    await bench.step()
    await waitUntil { screen.state == .posting(uploaded) }
    await bench.step()
    try await retrying.value
    #expect(screen.state == .posted(VideoPost(id: 2, caption: "Harbour", fileID: "file-1")))
  }

  @Test func cancellingDuringTheUploadStopsAtOnceAndRetryResumes() async throws {
    // Given an upload 1,000 bytes in
    let screen = try bench.urlScreen()
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    await bench.step()
    await waitUntil { screen.state == .uploading(bench.bytes(1_000)) }

    // When the person cancels
    try screen.cancel()

    // Then post() returns without the clock moving, and nothing more is sent
    try await posting.value
    #expect(screen.state == .cancelled(retry: .resumeUpload(bench.bytes(1_000))))
    let location = keptUpload().location
    bench.clock.advance(by: .seconds(10))
    #expect(bench.service.offset(of: location) == 1_000)

    // And retry resumes the same upload
    let retrying = Task { try await screen.retry() }
    await bench.clock.waitForSleepers(1)
    #expect(screen.state == .uploading(bench.bytes(1_000)))
    #expect(bench.service.uploadCalls.map(\.resuming) == [nil, keptUpload()])
    retrying.cancel()
    await #expect(throws: Never.self) { try await retrying.value }
  }

  @Test func cancellingWhilePublishingKeepsTheUploadAndRetryOnlyPublishes() async throws {
    // Given an upload that finished, and a post being published
    let screen = try bench.urlScreen()
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    for _ in 1...3 { await bench.step() }
    await waitUntil { screen.state == .posting(uploaded) }

    // When the person cancels
    try screen.cancel()
    try await posting.value
    #expect(screen.state == .cancelled(retry: .publishPost))

    // Then retry publishes without uploading again
    let retrying = Task { try await screen.retry() }
    await waitUntil { screen.state == .posting(uploaded) }
    await bench.step()
    try await retrying.value
    #expect(bench.service.uploadCalls.count == 1)
    #expect(bench.service.postedCaptions == ["Harbour", "Harbour"])
    guard case .posted = screen.state else {
      Issue.record("expected posted, got \(screen.state)")
      return
    }
  }

  @Test func aFailedPublishIsRetriedWithoutUploadingAgain() async throws {
    bench.service.failPosts(with: FakeFailure("The server answered 503."))
    let screen = try bench.urlScreen()
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    for _ in 1...4 { await bench.step() }
    try await posting.value
    #expect(
      screen.state
        == .failed(LoadFailure(message: "The server answered 503."), retry: .publishPost))

    bench.service.stopFailing()
    let retrying = Task { try await screen.retry() }
    await bench.step()
    try await retrying.value

    #expect(bench.service.uploadCalls.count == 1)
    #expect(screen.state == .posted(VideoPost(id: 3, caption: "Harbour", fileID: "file-1")))
  }

  @Test func cancelAndRetryAreRefusedWhenThereIsNothingToStopOrContinue() async throws {
    let screen = try bench.urlScreen()

    #expect(throws: VideoPostError.nothingToCancel) { try screen.cancel() }
    await #expect(throws: VideoPostError.nothingToRetry) { try await screen.retry() }
    #expect(screen.state == .ready)
  }

  @Test func anUploadThatHearsNothingForTheStallLimitFailsAndCanResume() async throws {
    // Given a server that goes silent, and a 30-second stall limit
    let slow = FakeVideoPostService(
      clock: bench.clock, sizes: [bench.movie: 3_000], stepDelay: .seconds(100))
    let screen = try VideoURLPostViewModel(
      url: bench.movie, service: slow, files: bench.files,
      settings: VideoPostSettings(stallLimit: .seconds(30)), clock: bench.clock)
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }

    // When 30 seconds pass (the upload is created meanwhile), then 30 more with nothing
    await bench.clock.waitForSleepers(2)
    bench.clock.advance(by: .seconds(30))
    await bench.clock.waitForSleepers(2)
    bench.clock.advance(by: .seconds(30))
    try await posting.value

    // Then the screen says so, and retry would resume the upload the server created
    #expect(
      screen.state
        == .failed(
          LoadFailure(.uploadStalled(.seconds(30))),
          retry: .resumeUpload(bench.bytes(0))))
  }

  @Test func closingStopsTheUploadAndAsksToLeave() async throws {
    let screen = try bench.urlScreen()
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    await waitUntil { screen.state == .uploading(bench.bytes(0)) }

    screen.close()

    try await posting.value
    #expect(bench.navigation.entries == [.closed])
    bench.clock.advance(by: .seconds(10))
    #expect(bench.service.offset(of: keptUpload().location) == 0)
  }

  /// The upload the fake server created first.
  private func keptUpload() -> ResumableUpload {
    ResumableUpload(
      location: URL(string: "https://uploads.example/files/1")!, file: bench.movie, size: 3_000)
  }
}
