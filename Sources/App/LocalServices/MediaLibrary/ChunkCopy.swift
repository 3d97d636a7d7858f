import Foundation
import Models

/// An open source and destination file being copied chunk by chunk. Every method blocks, and
/// runs only on its export's own ``IOThread``, one at a time: what makes sharing the handles safe.
final class ChunkCopy: Sendable {
  /// The source's size when it was opened.
  let size: Int64
  private let source: FileHandle
  private let destination: FileHandle
  private let destinationURL: URL

  /// Opens `sourceURL` for reading and creates `destinationURL` (failing if it exists).
  init(from sourceURL: URL, to destinationURL: URL) throws {
    source = try FileHandle(forReadingFrom: sourceURL)
    size = Int64(try source.seekToEnd())
    try source.seek(toOffset: 0)
    guard FileManager.default.createFile(atPath: destinationURL.path, contents: nil) else {
      try? source.close()
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destinationURL.path])
    }
    destination = try FileHandle(forWritingTo: destinationURL)
    self.destinationURL = destinationURL
  }

  /// Copies up to `count` bytes and returns how many; zero at the end of the source.
  func copyChunk(upTo count: Int) throws -> Int {
    guard let data = try source.read(upToCount: count), !data.isEmpty else { return 0 }
    try destination.write(contentsOf: data)
    return data.count
  }

  /// Flushes and closes both files, keeping the copy.
  func finish() throws {
    try destination.synchronize()
    try destination.close()
    try source.close()
  }

  /// Closes both files and removes the partial copy.
  func discard() {
    try? destination.close()
    try? source.close()
    try? FileManager.default.removeItem(at: destinationURL)
  }
}
