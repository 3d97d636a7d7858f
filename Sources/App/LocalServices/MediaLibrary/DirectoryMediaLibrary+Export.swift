import DataEngine
import Essentials
import Foundation
import Models

extension DirectoryMediaLibrary {
  /// Copies `asset` into ``exportDirectory`` under a fresh name, one ``chunkSize`` chunk at a
  /// time on a thread of its own; between chunks it notices cancellation and, when paced, waits
  /// on the clock. A cancelled or failed export removes its partial copy.
  public func export(_ asset: MediaAsset) -> AsyncThrowingStream<ExportEvent, any Error> {
    let (events, continuation) = AsyncThrowingStream.makeStream(of: ExportEvent.self)
    let task = Task {
      do {
        let file = try await copy(asset) { continuation.yield(.progress($0)) }
        continuation.yield(.finished(file))
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return events
  }

  private func copy(
    _ asset: MediaAsset, progress: (TransferProgress) -> Void
  ) async throws -> VideoFile {
    let source = directory.appendingPathComponent(asset.id)
    let destination = exportDirectory.appendingPathComponent("\(UUID().uuidString)-\(asset.id)")
    let io = IOThread(name: "export \(asset.id)")
    defer { io.stop() }
    let files: ChunkCopy
    do {
      files = try await io.perform { try ChunkCopy(from: source, to: destination) }
    } catch {
      throw MediaLibraryError.exportFailed(name: asset.name, reason: Self.reason(error))
    }
    var copied: Int64 = 0
    do {
      progress(TransferProgress(completed: 0, total: files.size))
      while copied < files.size {
        try Task.checkCancellation()
        let count = try await io.perform { [chunkSize] in try files.copyChunk(upTo: chunkSize) }
        guard count > 0 else { break }  // the file shrank while being copied
        copied += Int64(count)
        progress(TransferProgress(completed: copied, total: files.size))
        if let bytesPerSecond {
          try await clock.sleep(for: .seconds(Double(count) / Double(bytesPerSecond)))
        }
      }
      try await io.perform { try files.finish() }
    } catch {
      try? await io.perform { files.discard() }
      if error is CancellationError { throw error }
      throw MediaLibraryError.exportFailed(name: asset.name, reason: Self.reason(error))
    }
    let preview = VideoPreview.movie(duration: asset.duration)
    return VideoFile(url: destination, size: copied, preview: preview)
  }
}
