import Essentials
import FixtureBackend
import Foundation
import Models
import TestSupport

@testable import HTTPTransport
@testable import Networking

/// A fixture server and a client for it, recording the tus requests that reach the server.
final class UploadServer: Sendable {
  /// One request as the server saw it: method, path and `Upload-Offset`.
  struct Seen: Equatable, Sendable, CustomStringConvertible {
    let method: String
    let path: String
    let offset: Int?

    var description: String { "\(method) \(path)" + (offset.map { " @\($0)" } ?? "") }
  }

  /// The requests received, in order; a class of its own so the server's closure can hold it.
  private final class Log: Sendable {
    let seen = Locked<[Seen]>([])
  }

  let server: FixtureServer
  let client: HTTPClient
  private let log = Log()

  /// Starts a server; `answer` may replace the answer to any request (a redirect, a 500).
  /// The client times uploads on `clock`: by default a test clock nobody moves, so no attempt
  /// timeout or stall watchdog fires however long a busy machine takes to schedule an answer.
  init(
    clock: any Clock<Duration> = TestClock(),
    answer: (@Sendable (FixtureRequest) -> FixtureResponse?)? = nil
  ) throws {
    let log = self.log
    server = try FixtureServer.start { request in
      let offset = request.header("Upload-Offset").flatMap { Int($0) }
      let seen = Seen(method: request.method, path: request.path, offset: offset)
      log.seen.withLock { $0.append(seen) }
      return answer?(request)
    }
    client = try HTTPClient(baseURL: server.baseURL, options: HTTPClient.Options(clock: clock))
  }

  /// The requests received so far, in order.
  var requests: [Seen] { log.seen.withLock { $0 } }

  /// An uploader through this client, counting what its chunk reader holds in `readings`.
  func uploader(
    chunkSize: Int, readings: ChunkReadings? = nil, stallTimeout: Duration = .seconds(30)
  ) -> TusUploader {
    var uploader = TusUploader(
      client: client, path: "/uploads", chunkSize: chunkSize, maximumResumes: 3,
      stallTimeout: stallTimeout)
    uploader.readings = readings
    return uploader
  }

  /// Makes the next request for `upload`'s URL fail as `fault` says.
  func stage(_ fault: Fault, on upload: ResumableUpload) {
    server.faults = FaultPlan([FaultRule(upload.location.path, fault, times: 1)])
  }

  /// The checksum of what the server stored for the upload at `location`.
  func storedChecksum(of location: URL) -> Checksum? {
    server.uploads.content(ofUpload: location.lastPathComponent).map { Checksum($0) }
  }

  func stop() {
    client.shutdown()
    server.stop()
  }
}

/// Every progress value a stream yielded, and how it ended.
struct ProgressLog {
  /// The bytes sent, each time that count moved on.
  var values: [Int64] = []
  /// Every progress the stream gave, confirmed bytes included.
  var progress: [TransferProgress] = []
  var failure: (any Error)?

  /// Reads `stream` to its end, telling `onProgress` each value as it comes.
  static func collect(
    _ stream: AsyncThrowingStream<TransferProgress, any Error>,
    onProgress: (Int64) -> Void = { _ in }
  ) async -> ProgressLog {
    var log = ProgressLog()
    do {
      for try await progress in stream {
        // A progress that only says the server confirmed more (or less) sent nothing new.
        let sent = log.progress.last?.completed != progress.completed
        log.progress.append(progress)
        guard sent else { continue }
        log.values.append(progress.completed)
        onProgress(progress.completed)
      }
    } catch {
      log.failure = error
    }
    return log
  }

  /// Whether every value is larger than the one before.
  var isIncreasing: Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }

  /// Whether `expected` happened in this order, other requests allowed in between.
  static func contains(_ expected: [UploadServer.Seen], inOrderIn seen: [UploadServer.Seen]) -> Bool
  {
    var remaining = expected[...]
    for request in seen where request == remaining.first { remaining = remaining.dropFirst() }
    return remaining.isEmpty
  }
}
