import Essentials
import Foundation
import LocalServices
import Models

/// The demo library: a few generated movie clips, written to a folder the first time anyone
/// asks for an asset, so an app that never posts from the library never writes them.
///
/// The clips are ``DemoMovies/all``: the same bytes on every run. The owner
/// calls ``remove()`` when done.
public final class DemoMediaLibrary: MediaLibrary, Sendable {
  /// The folder holding the clips once written, and their exported copies.
  public let folder: URL
  private let library: DirectoryMediaLibrary
  private let writing = Locked<Task<Void, any Error>?>(nil)

  /// A demo library in `folder` (created when needed), exporting at `bytesPerSecond`.
  public init(folder: URL, bytesPerSecond: Int64? = nil) {
    self.folder = folder
    let exports = folder.appendingPathComponent("exports", isDirectory: true)
    self.library = DirectoryMediaLibrary(
      directory: folder.appendingPathComponent("library", isDirectory: true),
      exportDirectory: exports, bytesPerSecond: bytesPerSecond)
  }

  /// The demo clips, writing them first if this is the first request.
  public func assets() async throws -> [MediaAsset] {
    try await written()
    return try await library.assets()
  }

  /// Exports a demo clip (written first if need be).
  public func export(_ asset: MediaAsset) -> AsyncThrowingStream<ExportEvent, any Error> {
    let (events, continuation) = AsyncThrowingStream.makeStream(of: ExportEvent.self)
    let task = Task {
      do {
        try await written()
        for try await event in library.export(asset) { continuation.yield(event) }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return events
  }

  /// Deletes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes the clips once; every caller waits for the same writing.
  private func written() async throws {
    let task = writing.withLock { task in
      if let task { return task }
      let started = Task { [library] in
        try FileManager.default.createDirectory(
          at: library.exportDirectory, withIntermediateDirectories: true)
        try await DemoMovies.write(into: library.directory)
      }
      task = started
      return started
    }
    try await task.value
  }
}
