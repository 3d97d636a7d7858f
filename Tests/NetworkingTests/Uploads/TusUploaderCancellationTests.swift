import FixtureBackend
import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// Cancelling an upload mid-chunk, then resuming it.
@Suite(.timeLimit(.minutes(10)))
struct TusUploaderCancellationTests {
  @Test func cancellingMidChunkStopsPromptlyAndResumingFinishesTheSameFile() async throws {
    // Given an upload the server holds in the middle of its second chunk
    let chunk = 1 << 20
    let file = try UploadFile(size: 4 * chunk + 7)
    defer { file.remove() }
    let fixture = try UploadServer()
    let gate = UploadGate()
    defer { fixture.stop() }
    defer { gate.open() }  // runs first: never leave a server thread waiting
    fixture.server.uploads.hold(atOffset: chunk + chunk / 2, gate: gate)
    let uploader = fixture.uploader(chunkSize: chunk)
    let upload = try await uploader.create(file: file.url)
    let first = Task { await ProgressLog.collect(uploader.send(upload)) }
    await gate.reached()

    // When the uploading task is cancelled
    first.cancel()
    _ = await first.value

    // Then the client's requests all end while the server still holds the chunk where it
    // stopped reading: only the cancel can have ended them (had the server let go, after ten
    // minutes on its own, the rest of the chunk would have arrived)
    await fixture.client.loader.pending.wait { $0 == 0 }
    let id = upload.location.lastPathComponent
    #expect(fixture.server.uploads.offset(ofUpload: id) == chunk + chunk / 2)

    // And when the server lets go and the upload is sent again
    gate.open()
    let second = await ProgressLog.collect(uploader.send(upload))

    // Then it went on from the server's offset (at least what arrived before the hold), and
    // the server's copy is the file
    #expect(second.failure == nil)
    #expect((second.values.first ?? 0) >= Int64(chunk + chunk / 2))
    #expect(second.values.last == Int64(file.size))
    #expect(second.isIncreasing)
    #expect(fixture.storedChecksum(of: upload.location) == (try file.checksum()))
  }
}

extension Task where Failure == Never {
  /// The task's value; if the waiting test is cancelled (its time limit passed), the task is
  /// cancelled too, so a stuck upload ends the test instead of hanging the whole run.
  func valueCancelledWithCaller() async -> Success {
    await withTaskCancellationHandler {
      await value
    } onCancel: {
      cancel()
    }
  }
}
