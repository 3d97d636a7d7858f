import Essentials
import FixtureBackend
import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// A server that takes an upload at a trickle, and a file changed while it goes up: neither
/// may keep an upload going for ever or let it end "done" with the wrong bytes.
@Suite(.timeLimit(.minutes(10)))
struct TusUploaderTrickleTests {
  @Test func aServerThatTakesATrickleEndsTheUploadSayingWhatItConfirmed() async throws {
    // Given a server that takes every PATCH at 1,000 bytes a second and never answers one, and
    // a client on a test clock that wants 1 KiB a second over each 20-second window
    let clock = TestClock()
    let file = try UploadFile(size: 4 * 65_536)
    defer { file.remove() }
    let fixture = try UploadServer(clock: clock)
    defer { fixture.stop() }
    let uploader = fixture.uploader(chunkSize: 65_536, stallTimeout: .seconds(20))
    let upload = try await uploader.create(file: file.url)
    fixture.server.faults = FaultPlan([
      FaultRule(upload.location.path, .trickleUpload(bytesPerSecond: 1_000))
    ])
    let ended = Locked(false)
    let sending = Task {
      let log = await ProgressLog.collect(uploader.send(upload, from: 0))
      ended.withLock { $0 = true }
      // A sleeper parked for the loop below, whose wait for a sleeper then returns.
      Task { try? await clock.sleep(for: .seconds(1_000_000)) }
      return log
    }

    // When, once the server has taken a sip of each PATCH, 20 seconds pass on the client's
    // clock, again and again (a bounded number of times)
    let id = upload.location.lastPathComponent
    var sipped = 0
    var windows = 0
    while !ended.withLock({ $0 }), windows < 20 {
      await clock.waitForSleepers(1)
      await serverSettles {
        ended.withLock { $0 } || fixture.server.uploads.offset(ofUpload: id) ?? 0 > sipped
      }
      sipped = fixture.server.uploads.offset(ofUpload: id) ?? 0
      clock.advance(by: .seconds(20))
      windows += 1
    }
    let log = await sending.value

    // Then the upload ended as too slow, naming what the server holds, which is what it said
    let held = try #require(fixture.server.uploads.offset(ofUpload: id))
    guard
      case .tooSlow(let confirmed, let total, let minimum)? = log.failure as? TusUploader.Failure
    else {
      Issue.record("Expected .tooSlow, got \(String(describing: log.failure))")
      return
    }
    #expect(total == Int64(file.size))
    #expect(minimum == 1024)
    #expect(confirmed > 0 && confirmed <= Int64(held) && Int64(held) < 65_536)
    // and its last progress tells the bytes sent apart from the few the server confirmed
    let last = try #require(log.progress.last)
    #expect(last.confirmed == confirmed)
    #expect(last.completed > last.confirmed)
    #expect(
      log.failure?.localizedDescription.hasPrefix(
        "The upload server took less than 1.0 kB a second: it confirmed ") == true)
  }

  @Test func aFileOverwrittenInPlaceAtTheSameSizeFailsInsteadOfUploadingAMix() async throws {
    // Given a file last written long ago, going up in three chunks, the server holding the
    // second mid-way
    let chunk = 1_000
    let file = try UploadFile(size: 3 * chunk)
    defer { file.remove() }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: file.url.path)
    let fixture = try UploadServer()
    let gate = UploadGate()
    defer { fixture.stop() }
    defer { gate.open() }
    fixture.server.uploads.hold(atOffset: chunk + chunk / 2, gate: gate)
    let uploader = fixture.uploader(chunkSize: chunk)
    let upload = try await uploader.create(file: file.url)
    let sending = Task { await ProgressLog.collect(uploader.send(upload, from: 0)) }
    await gate.reached()

    // When the file is overwritten in place with other bytes of the same size, and the
    // server goes on
    let writer = try FileHandle(forWritingTo: file.url)
    try writer.write(contentsOf: Data(repeating: 0x5A, count: 3 * chunk))
    try writer.close()
    gate.open()
    let log = await sending.value

    // Then the upload fails as a changed file, and the post is never told it is done
    #expect(
      log.failure as? TusUploader.Failure
        == .fileChanged(file.url, expectedSize: 3_000, actualSize: 3_000))
    #expect(log.values.last != 3_000)
    #expect(
      log.failure?.localizedDescription
        == "clip.mov changed while it was being uploaded: it was written to or replaced, at the "
        + "same size (3000 bytes)")
  }
}

/// Returns once `condition` holds, yielding between checks: the backend's upload table is not
/// observable, so the one wait helper (`waitUntil`, which watches observable state) cannot
/// watch it. The test's clock is what moves the upload, so the condition settles within a few
/// turns; the suite's time limit ends a wait that never does.
private func serverSettles(_ condition: () -> Bool) async {
  while !condition(), !Task.isCancelled { await Task.yield() }
}
