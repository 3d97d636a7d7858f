import Essentials
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// The asset screen's state machine: fetching the asset first, then the same posting as the
/// URL screen, with cancel and retry at every stage.
@MainActor
@Suite("VideoAssetPostViewModel", .timeLimit(.minutes(10)))
struct VideoAssetPostStateTests {
  let bench = VideoPostTestBench()

  private var exported: VideoFile { FakeMediaLibrary.exportedFile(of: bench.asset) }
  /// The exported file as the fake server holds it once every byte arrived.
  private let uploaded = UploadedFile(id: "file-1", size: 4_000)

  @Test func fetchingReportsProgressThenTheFileIsReady() async {
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }

    await waitUntil { screen.state == .fetchingAsset(bench.bytes(0, of: 4_000)) }
    for copied: Int64 in [1_000, 2_000, 3_000] {
      await bench.step()
      await waitUntil { screen.state == .fetchingAsset(bench.bytes(copied, of: 4_000)) }
    }
    await bench.step()
    await fetching.value

    #expect(screen.state == .fetched(exported, .ready))
    #expect(bench.library.exports == ["cat.mov"])
  }

  @Test func theHappyPathFetchesUploadsAndPublishes() async throws {
    // Given a fetched asset with a caption typed while it was fetching
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }
    try screen.setCaption("Cat meets cucumber")
    for _ in 1...4 { await bench.step() }
    await fetching.value

    // When it posts
    let posting = Task { try await screen.post() }
    await waitUntil { screen.state == .fetched(exported, .uploading(bench.bytes(0, of: 4_000))) }
    for _ in 1...4 { await bench.step() }
    await waitUntil { screen.state == .fetched(exported, .posting(uploaded)) }
    await bench.step()
    try await posting.value

    // Then the exported file was uploaded and the post published
    let post = VideoPost(id: 2, caption: "Cat meets cucumber", fileID: "file-1")
    #expect(screen.state == .fetched(exported, .posted(post)))
    #expect(bench.service.uploadCalls.map(\.file) == [exported.url])
    #expect(bench.navigation.entries == [.posted(post)])
  }

  @Test func postIsUnavailableUntilTheAssetIsFetched() async throws {
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }
    try screen.setCaption("Cat")

    #expect(!screen.canPost)
    await #expect(throws: VideoPostError.notFetched) { try await screen.post() }

    for _ in 1...4 { await bench.step() }
    await fetching.value
    #expect(screen.canPost)
    #expect(bench.service.uploadCalls.isEmpty)
  }

  @Test func aFailedExportSaysWhyAndRetryFetchesAgain() async throws {
    // Given a library that fails half-way
    bench.library.failExports(after: 2_000, with: FakeFailure("The disk is full."))
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }
    await bench.step()
    await bench.step()
    await fetching.value
    #expect(screen.state == .fetchFailed(LoadFailure(message: "The disk is full.")))
    await #expect(throws: VideoPostError.notFetched) { try await screen.post() }

    // When the library works again and the person retries
    bench.library.stopFailing()
    let retrying = Task { try await screen.retry() }
    for _ in 1...4 { await bench.step() }
    try await retrying.value

    // Then the asset is fetched from the start
    #expect(screen.state == .fetched(exported, .ready))
    #expect(bench.library.exports == ["cat.mov", "cat.mov"])
  }

  @Test func cancellingTheFetchStopsAtOnceAndRetryFetchesAgain() async throws {
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }
    await bench.step()
    await waitUntil { screen.state == .fetchingAsset(bench.bytes(1_000, of: 4_000)) }

    try screen.cancel()

    await fetching.value
    #expect(screen.state == .fetchCancelled)
    #expect(bench.library.exports == ["cat.mov"])
    let retrying = Task { try await screen.retry() }
    await bench.clock.waitForSleepers(1)
    #expect(screen.state == .fetchingAsset(bench.bytes(0, of: 4_000)))
    #expect(bench.library.exports == ["cat.mov", "cat.mov"])
    retrying.cancel()
    try await retrying.value
    #expect(screen.state == .fetchCancelled)
  }

  @Test func anUploadFailureMidwayIsResumedFromTheServersOffset() async throws {
    // Given a fetched asset whose upload breaks at 3,000 bytes, the server keeping 1,000
    bench.service.failUploads(after: 3_000, keeping: 1_000, with: FakeFailure("Reset."))
    let screen = try await fetchedScreen(caption: "Cat")
    let posting = Task { try await screen.post() }
    for _ in 1...3 { await bench.step() }
    try await posting.value
    let failed = VideoPostPhase.failed(
      LoadFailure(message: "Reset."), retry: .resumeUpload(bench.bytes(2_000, of: 4_000)))
    #expect(screen.state == .fetched(exported, failed))

    // When the person retries
    bench.service.stopFailing()
    let retrying = Task { try await screen.retry() }

    // Then the same upload continues from the server's 1,000 bytes; the asset is not fetched again
    await waitUntil {
      screen.state == .fetched(exported, .uploading(bench.bytes(1_000, of: 4_000)))
    }
    let first = try #require(bench.service.uploadCalls.first)
    #expect(first.resuming == nil)
    #expect(
      bench.service.uploadCalls.last?.resuming
        == ResumableUpload(
          location: URL(string: "https://uploads.example/files/1")!, file: exported.url,
          size: 4_000))
    for _ in 1...4 { await bench.step() }
    try await retrying.value
    #expect(bench.library.exports == ["cat.mov"])
    guard case .fetched(_, .posted) = screen.state else {
      Issue.record("expected posted, got \(screen.state)")
      return
    }
  }

  @Test func cancellingTheUploadOrThePublishingStopsThatStageOnly() async throws {
    let screen = try await fetchedScreen(caption: "Cat")
    let posting = Task { try await screen.post() }
    await bench.step()
    await waitUntil {
      screen.state == .fetched(exported, .uploading(bench.bytes(1_000, of: 4_000)))
    }

    try screen.cancel()
    try await posting.value
    #expect(
      screen.state
        == .fetched(exported, .cancelled(retry: .resumeUpload(bench.bytes(1_000, of: 4_000)))))

    let retrying = Task { try await screen.retry() }
    for _ in 1...3 { await bench.step() }
    await waitUntil { screen.state == .fetched(exported, .posting(uploaded)) }
    try screen.cancel()
    try await retrying.value
    #expect(screen.state == .fetched(exported, .cancelled(retry: .publishPost)))
    #expect(bench.library.exports == ["cat.mov"])
  }

  @Test func closingWhileFetchingStopsTheExportAndAsksToLeave() async {
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }
    await bench.clock.waitForSleepers(1)

    screen.close()

    await fetching.value
    #expect(bench.navigation.entries == [.closed])
  }

  private func fetchedScreen(caption: String) async throws -> VideoAssetPostViewModel {
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }
    for _ in 1...4 { await bench.step() }
    await fetching.value
    try screen.setCaption(caption)
    return screen
  }
}

extension VideoAssetPostStateTests {
  @Test func startingAgainOnceFetchedFetchesNothing() async throws {
    let screen = bench.assetScreen()
    let fetching = Task { await screen.start() }
    for _ in 1...4 { await bench.step() }
    await fetching.value

    await screen.start()

    #expect(screen.state == .fetched(FakeMediaLibrary.exportedFile(of: bench.asset), .ready))
    #expect(bench.library.exports == ["cat.mov"])
  }
}
