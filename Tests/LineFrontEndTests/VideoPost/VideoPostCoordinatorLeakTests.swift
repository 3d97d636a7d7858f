import Coordinators
import Foundation
import LineFrontEnd
import Models
import TestSupport
import Testing
import ViewModels

/// A video-post flow, coordinator and screen, is released once the person left it and the work
/// it started ended; neither the screen's navigation closure nor a command's task keeps it.
@MainActor
@Suite("VideoPost flows are released", .timeLimit(.minutes(10)))
struct VideoPostCoordinatorLeakTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
  let asset = MediaAsset.sample(id: "cat.mov", size: 4_000)

  private var flows: VideoPostFlows {
    VideoPostFlows(
      service: FakeVideoPostService(
        clock: clock,
        sizes: [movie: 3_000, FakeMediaLibrary.exportedFile(of: asset).url: 4_000]),
      library: FakeMediaLibrary(assets: [asset], clock: clock),
      files: FakeFileInspector([movie: .regularFile(size: 3_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: .seconds(30)))
  }

  @Test func aFileFlowLeftMidUploadIsReleased() async throws {
    weak var released: VideoPostCoordinator?
    do {
      // Given a flow uploading its file
      let flow = try flows.flow(file: movie.path)
      let lines = VideoPostLines(flow: flow)
      released = flow
      lines.send("caption Harbour")
      let posting = lines.send("post")
      await clock.waitForSleepers(1)  // the upload's first step; the stall watchdog runs too

      // When the person goes back, and the upload has ended
      lines.send("back")
      await posting?.value
      #expect(flow.isFinished)
    }

    // Then nothing holds the flow any more
    #expect(released == nil)
  }

  @Test func anAssetFlowLeftWhileFetchingIsReleased() async throws {
    weak var released: VideoPostCoordinator?
    do {
      let flow = try await flows.flow(assetID: asset.id)
      let lines = VideoPostLines(flow: flow)
      released = flow
      let starting = Task { await flow.start() }
      await clock.waitForSleepers(1)

      lines.send("quit")
      await starting.value
      #expect(flow.quitRequested)
    }

    #expect(released == nil)
  }
}
