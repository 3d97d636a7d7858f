import Essentials
import FixtureBackend
import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// Resumable uploads against the fixture server, over loopback sockets.
@Suite(.timeLimit(.minutes(10)))
struct TusUploaderTests {
  static let chunk = 1 << 20

  @Test func aFileArrivesByteIdenticalWithProgressEndingExactlyAtItsSize() async throws {
    // Given a file of 5 MiB and a bit, and 1 MiB chunks
    let file = try UploadFile(size: 5 * Self.chunk + 12_345)
    defer { file.remove() }
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let readings = ChunkReadings()
    let uploader = fixture.uploader(chunkSize: Self.chunk, readings: readings)

    // When it is created and sent
    let upload = try await uploader.create(file: file.url)
    let log = await ProgressLog.collect(uploader.send(upload))

    // Then the server holds the same bytes, progress only grew and ended at the size, and the
    // reader never held more than one chunk
    #expect(log.failure == nil)
    #expect(upload.size == Int64(file.size))
    #expect(fixture.storedChecksum(of: upload.location) == (try file.checksum()))
    #expect(log.isIncreasing)
    #expect(log.values.last == Int64(file.size))
    #expect(readings.peakHeld <= Self.chunk)
    #expect(readings.reads == 6)
    #expect(fixture.requests.filter { $0.method == "PATCH" }.count == 6)
  }

  @Test func anEmptyFileFinishesAtOnceWithProgressZeroOfZero() async throws {
    let file = try UploadFile(size: 0)
    defer { file.remove() }
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let uploader = fixture.uploader(chunkSize: Self.chunk)

    let upload = try await uploader.create(file: file.url)
    let log = await ProgressLog.collect(uploader.send(upload))

    #expect(log.failure == nil)
    #expect(log.values == [0])
    #expect(fixture.requests.filter { $0.method == "PATCH" }.isEmpty)
  }

  @Test func aResetMidChunkResumesFromTheServersOffset() async throws {
    // Given a server that resets the connection half way through the first chunk
    let file = try UploadFile(size: 3 * Self.chunk + 999)
    defer { file.remove() }
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let uploader = fixture.uploader(chunkSize: Self.chunk)
    let upload = try await uploader.create(file: file.url)
    fixture.stage(.resetMidUpload, on: upload)

    // When the file is sent
    let log = await ProgressLog.collect(uploader.send(upload, from: 0))

    // Then the client asked where the server was and sent the rest from exactly there: the
    // server's copy is the file, and progress never went back
    #expect(log.failure == nil)
    let path = upload.location.path
    let cut = Self.chunk / 2
    #expect(
      ProgressLog.contains(
        [
          .init(method: "PATCH", path: path, offset: 0),
          .init(method: "HEAD", path: path, offset: nil),
          .init(method: "PATCH", path: path, offset: cut),
        ], inOrderIn: fixture.requests),
      "\(fixture.requests)")
    #expect(fixture.storedChecksum(of: upload.location) == (try file.checksum()))
    #expect(fixture.server.uploads.offset(ofUpload: upload.location.lastPathComponent) == file.size)
    #expect(log.isIncreasing)
    #expect(log.values.last == Int64(file.size))
  }

  @Test func aChunkThatStallsIsStoppedAndResumedAfterTheStallTimeout() async throws {
    // Given a server that takes the first chunk but never answers it, and a client on a test clock
    let clock = TestClock()
    let file = try UploadFile(size: 2 * Self.chunk)
    defer { file.remove() }
    let fixture = try UploadServer(clock: clock)
    defer { fixture.stop() }
    defer { fixture.server.releaseStalls() }
    let uploader = fixture.uploader(chunkSize: Self.chunk, stallTimeout: .seconds(20))
    let upload = try await uploader.create(file: file.url)
    fixture.stage(.stallBeforeHeaders, on: upload)
    let (wholeChunkSent, sentWholeChunk) = AsyncStream.makeStream(of: Void.self)
    let sending = Task {
      await ProgressLog.collect(uploader.send(upload, from: 0)) { completed in
        if completed >= Self.chunk { sentWholeChunk.yield() }
      }
    }
    // The server holds its answer, and the client has reported every byte of the chunk sent
    // (reports arrive late under load; one arriving after the clock moved would look like
    // progress)
    for await _ in fixture.server.injectedFaults { break }
    for await _ in wholeChunkSent { break }

    // When 20 seconds pass on the client's clock with nothing sent
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(20))
    let log = await sending.valueCancelledWithCaller()

    // Then the chunk was given up, the server asked, and the upload finished from its offset
    #expect(log.failure == nil)
    let path = upload.location.path
    #expect(
      ProgressLog.contains(
        [
          .init(method: "PATCH", path: path, offset: 0),
          .init(method: "HEAD", path: path, offset: nil),
          .init(method: "PATCH", path: path, offset: Self.chunk),
        ], inOrderIn: fixture.requests),
      "\(fixture.requests)")
    #expect(fixture.storedChecksum(of: upload.location) == (try file.checksum()))
    #expect(log.values.last == Int64(file.size))
  }

  @Test func aRedirectedPatchFailsClearlyInsteadOfSendingAnEmptyBody() async throws {
    // Given a server that redirects every PATCH
    let fixture = try UploadServer { request in
      guard request.method == "PATCH" else { return nil }
      return FixtureResponse(status: 307, headers: [("Location", "/uploads/elsewhere")])
    }
    defer { fixture.stop() }
    let file = try UploadFile(size: 10_000)
    defer { file.remove() }
    let uploader = fixture.uploader(chunkSize: Self.chunk)

    // When the file is uploaded
    let upload = try await uploader.create(file: file.url)
    let log = await ProgressLog.collect(uploader.send(upload))

    // Then the upload fails saying why, the redirect was not followed, and nothing was stored
    let failure = try #require(log.failure as? TusUploader.Failure)
    guard case .request(.redirectRefused(let url, _)) = failure else {
      Issue.record("expected a refused redirect, got \(failure)")
      return
    }
    #expect(url == upload.location)
    #expect(!fixture.requests.contains { $0.path == "/uploads/elsewhere" })
    #expect(fixture.server.uploads.offset(ofUpload: upload.location.lastPathComponent) == 0)
  }

  @Test func anUploadTheServerDoesNotKnowFailsWithoutRetrying() async throws {
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let file = try UploadFile(size: 100)
    defer { file.remove() }
    let uploader = fixture.uploader(chunkSize: Self.chunk)
    let unknown = ResumableUpload(
      location: fixture.server.baseURL.appending(path: "uploads/404"), file: file.url, size: 100)

    let log = await ProgressLog.collect(uploader.send(unknown))

    #expect(
      log.failure as? TusUploader.Failure
        == .request(.status(code: 404, message: nil)))
    #expect(fixture.requests.count == 1)
  }

  @Test func aStoppedServerFailsAfterTheAllowedResumes() async throws {
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let file = try UploadFile(size: 100)
    defer { file.remove() }
    let uploader = fixture.uploader(chunkSize: Self.chunk)
    let upload = try await uploader.create(file: file.url)
    fixture.server.stop()

    let log = await ProgressLog.collect(uploader.send(upload))

    let failure = try #require(log.failure as? TusUploader.Failure)
    #expect(failure == .request(.unreachable(upload.location, reason: "connection refused")))
  }

  @Test func aMissingFileIsRefusedBeforeAnythingIsSent() async throws {
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let missing = URL(filePath: "/nonexistent/slim/clip.mov")

    await #expect(
      throws: TusUploader.Failure.unreadableFile(missing, reason: "there is no such file")
    ) {
      try await fixture.uploader(chunkSize: Self.chunk).create(file: missing)
    }
    #expect(fixture.requests.isEmpty)
  }

  @Test func aFileThatChangedSizeIsRefused() async throws {
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let file = try UploadFile(size: 1_000)
    defer { file.remove() }
    let uploader = fixture.uploader(chunkSize: Self.chunk)
    let upload = try await uploader.create(file: file.url)
    try Data(count: 10).write(to: file.url)

    let log = await ProgressLog.collect(uploader.send(upload))

    #expect(
      log.failure as? TusUploader.Failure
        == .fileChanged(file.url, expectedSize: 1_000, actualSize: 10))
    #expect(
      log.failure?.localizedDescription
        == "clip.mov changed while it was being uploaded: it had 1000 bytes and now has 10")
  }
}
