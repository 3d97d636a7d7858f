import Models
import TestSupport
import Testing
import ViewModels

/// Both video-post screens are released once they closed and the work they started ended:
/// nothing they started (an export, an upload) keeps them alive. (The stall watchdog's part is
/// in `VideoPostCoordinatorLeakTests`, where it runs.)
@MainActor
@Suite("Video post screens are released", .timeLimit(.minutes(10)))
struct VideoPostLifetimeTests {
  let bench = VideoPostTestBench()

  @Test func aFileScreenClosedMidUploadIsReleased() async throws {
    weak var released: VideoURLPostViewModel?
    do {
      // Given a screen uploading its file
      let screen = try bench.urlScreen()
      released = screen
      try screen.setCaption("Harbour")
      let posting = Task { try await screen.post() }
      await bench.step()
      await waitUntil { screen.state == .uploading(bench.bytes(1_000)) }

      // When the person leaves, and the upload has ended
      screen.close()
      try await posting.value
    }

    // Then nothing holds the screen any more
    #expect(released == nil)
  }

  @Test func anAssetScreenClosedWhileFetchingIsReleased() async {
    weak var released: VideoAssetPostViewModel?
    do {
      let screen = bench.assetScreen()
      released = screen
      let fetching = Task { await screen.start() }
      await bench.step()

      screen.close()
      await fetching.value
    }

    #expect(released == nil)
  }

  @Test func anAssetScreenThatPostedAndClosedIsReleased() async throws {
    weak var released: VideoAssetPostViewModel?
    do {
      let screen = bench.assetScreen()
      released = screen
      let fetching = Task { await screen.start() }
      for _ in 1...4 { await bench.step() }
      await fetching.value
      try screen.setCaption("Cat")
      let posting = Task { try await screen.post() }
      for _ in 1...5 { await bench.step() }
      try await posting.value
      guard case .fetched(_, .posted) = screen.state else {
        Issue.record("expected posted, got \(screen.state)")
        return
      }

      screen.close()
    }

    #expect(released == nil)
  }
}
