import Essentials
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The loop that sends an upload chunk by chunk and resumes after failures.
extension TusUploader {
  /// Sends `upload` from `knownOffset` (or the server's offset when nil) to the end. After a
  /// failure worth resuming the next turn asks the server's offset; past `maximumResumes` in a
  /// row without progress, the upload ends: with `.tooSlow` when the server took some bytes,
  /// but fewer than `minimumProgress` each time, else with the last failure.
  ///
  /// Progress is a chunk the server answered, or a resume that finds the server took at least
  /// `minimumProgress` since the last progress: so a server that takes a trickle cannot keep
  /// an upload going for ever by moving its offset a little each time.
  func transfer(
    _ upload: ResumableUpload, from knownOffset: Int64?, meter: ProgressMeter
  ) async throws(Failure) {
    let reader = try ChunkReader(
      file: upload.file, size: upload.size, chunkSize: chunkSize, readings: readings)
    var confirmed = knownOffset
    var furthest = knownOffset ?? 0
    var mark = knownOffset ?? 0  // the server's offset at the last progress
    var failuresInARow = 0
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      do throws(Failure) {
        let offset: Int64
        if let confirmed {
          offset = confirmed
        } else {
          offset = try await serverOffset(of: upload)
          if offset >= mark + minimumProgress || offset == upload.size {
            (failuresInARow, mark) = (0, offset)
          }
        }
        furthest = max(furthest, offset)
        confirmed = offset
        meter.confirm(offset)
        guard offset < upload.size else { return }
        let chunk = try reader.chunk(at: offset)
        let answered = try await watched(chunk.data, of: upload, at: offset, meter: meter)
        (confirmed, failuresInARow, mark) = (answered, 0, answered)
      } catch  where error.isWorthResuming {
        guard failuresInARow < maximumResumes else {
          guard furthest > mark else { throw error }
          throw .tooSlow(
            confirmed: furthest, total: upload.size, minimumThroughput: minimumThroughput)
        }
        failuresInARow += 1
        confirmed = nil
      }
    }
  }

  /// `patch`, raced against a `ChunkWatchdog`: a chunk that sends nothing (or a trickle) for
  /// `stallTimeout` is stopped and fails as timed out, which the loop resumes from the server's
  /// offset.
  private func watched(
    _ data: Data, of upload: ResumableUpload, at offset: Int64, meter: ProgressMeter
  ) async throws(Failure) -> Int64 {
    let watchdog = ChunkWatchdog(
      limit: stallTimeout, minimumBytes: minimumProgress, chunkBytes: Int64(data.count),
      clock: client.options.clock)
    return try await race(
      { () async throws(Failure) -> Int64 in
        try await self.patch(data, of: upload, at: offset) { sent in
          watchdog.sent(sent)
          meter.report(offset + sent)
        }
      }, against: watchdog.stalled,
      failing: .request(.timedOut(upload.location, after: stallTimeout)), cancelled: .cancelled)
  }

  /// Sends `data` as the bytes at `offset`; returns the server's new offset.
  private func patch(
    _ data: Data, of upload: ResumableUpload, at offset: Int64,
    onSent: @escaping @Sendable (Int64) -> Void
  ) async throws(Failure) -> Int64 {
    var request = tusRequest(.patch, upload.location)
    request.setValue("application/offset+octet-stream", forHTTPHeaderField: "Content-Type")
    request.setValue(String(offset), forHTTPHeaderField: "Upload-Offset")
    let response = try await exchange(request, uploading: data, onSent: onSent)
    // The server may keep fewer bytes than sent, but it must keep some, and never more.
    let end = offset + Int64(data.count)
    return try Self.offset(in: response, within: min(offset + 1, end)...end)
  }
}
