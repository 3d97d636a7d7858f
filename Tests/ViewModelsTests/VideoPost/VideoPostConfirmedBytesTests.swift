import Essentials
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// A stopped upload says what the server confirmed it holds, never the bytes merely sent: a
/// server that takes a trickle holds a few kB when the client has sent megabytes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct VideoPostConfirmedBytesTests {
  let bench = VideoPostTestBench()

  @Test func cancellingReportsTheBytesTheServerConfirmedNotTheBytesSent() async throws {
    // Given an upload that has sent 2,000 of 3,000 bytes, of which the server confirmed 300
    let sent = TransferProgress(completed: 2_000, confirmed: 300, total: 3_000)
    let service = TrickleService(progress: sent)
    let screen = try VideoURLPostViewModel(
      url: bench.movie, service: service, files: bench.files,
      settings: VideoPostTestBench.settings, clock: bench.clock)
    try screen.setCaption("Harbour")
    let posting = Task { try await screen.post() }
    await waitUntil { screen.state == .uploading(sent) }

    // When the person cancels
    try screen.cancel()
    try await posting.value

    // Then the screen offers to resume from the 300 bytes the server holds
    #expect(screen.state == .cancelled(retry: .resumeUpload(bench.bytes(300))))
  }
}

/// An upload server that reports one progress and then takes nothing more, until cancelled.
private struct TrickleService: VideoPostService {
  let progress: TransferProgress

  func upload(
    file: URL, resuming upload: ResumableUpload?
  ) -> AsyncThrowingStream<UploadEvent, any Error> {
    let (events, continuation) = AsyncThrowingStream.makeStream(of: UploadEvent.self)
    let location = URL(string: "https://uploads.example/files/1")!
    continuation.yield(.created(ResumableUpload(location: location, file: file, size: 3_000)))
    continuation.yield(.progress(progress))
    return events
  }

  func createPost(caption: String, fileID: String) async throws -> VideoPost {
    throw CancellationError()
  }
}
