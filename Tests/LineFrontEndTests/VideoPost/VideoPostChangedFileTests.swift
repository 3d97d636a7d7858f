import Coordinators
import Foundation
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// A file that changes while it is being posted: the screen shows the file the server got,
/// not the one checked before the upload started.
@MainActor
@Suite("VideoPost with a file that changes", .timeLimit(.minutes(10)))
struct VideoPostChangedFileTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")

  /// Lets the fake server take its next one-second step.
  private func step() async {
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
  }

  @Test func aFileThatShrankIsShownAtItsNewSizeOnceRetryUploadedIt() async throws {
    // Given a 3,000-byte movie whose upload fails at 2,000 bytes because the file changed
    let service = FakeVideoPostService(clock: clock, sizes: [movie: 3_000])
    service.failUploads(after: 2_000, with: FakeFailure("harbour.mp4 changed while uploading"))
    let flow = try VideoPostFlows(
      service: service, library: FakeMediaLibrary(assets: [], clock: clock),
      files: FakeFileInspector([movie: .regularFile(size: 3_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil)
    ).flow(file: movie.path)
    let lines = VideoPostLines(flow: flow)
    lines.send("caption Harbour")
    let posting = lines.send("post")
    await step()
    await step()
    await posting?.value

    // When the file is now 1,000 bytes and the person retries
    service.resize(movie, to: 1_000)
    let retrying = lines.send("retry")
    await step()
    await clock.waitForSleepers(1)  // publishing the post

    // Then the upload started afresh, and the screen counts the 1,000 bytes that arrived
    let frame = lines.frame(on: Screen(width: 80, height: 24)).text
    #expect(frame.contains("1.0 kB / 1.0 kB"), "\(frame)")
    #expect(!frame.contains("3.0 kB / 3.0 kB"), "\(frame)")
    #expect(service.uploadCalls.count == 2)
    clock.advance(by: .seconds(1))
    await retrying?.value
  }
}
