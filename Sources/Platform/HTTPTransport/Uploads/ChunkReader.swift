import Essentials
import Foundation

/// Reads a file one chunk at a time, at the offset the server asked for, so an upload's memory
/// does not grow with the file; as `Data`, so nothing is left on disk after a crash.
package final class ChunkReader {
  let file: URL
  let size: Int64
  let chunkSize: Int
  private let handle: FileHandle
  private let readings: ChunkReadings?
  /// The file as it was when opened; a chunk read after it changed is refused.
  private let identity: Identity

  /// Opens `file`, which must still be `size` bytes long.
  init(
    file: URL, size: Int64, chunkSize: Int, readings: ChunkReadings? = nil
  ) throws(TusUploader.Failure) {
    self.file = file
    self.size = size
    self.chunkSize = chunkSize
    self.readings = readings
    do {
      handle = try FileHandle(forReadingFrom: file)
    } catch {
      throw .unreadableFile(file, reason: Self.reason(for: error))
    }
    let actual = (try? handle.seekToEnd()).map { Int64($0) } ?? -1
    guard actual == size, let identity = Identity(of: file) else {
      try? handle.close()
      throw .fileChanged(file, expectedSize: size, actualSize: actual)
    }
    self.identity = identity
  }

  deinit {
    try? handle.close()
  }

  /// The bytes from `offset` up to the next chunk's worth, or to the end of the file.
  func chunk(at offset: Int64) throws(TusUploader.Failure) -> Chunk {
    let count = Int(min(Int64(chunkSize), size - offset))
    let data: Data
    do {
      try handle.seek(toOffset: UInt64(offset))
      data = try handle.read(upToCount: count) ?? Data()
    } catch {
      throw .unreadableFile(file, reason: Self.reason(for: error))
    }
    guard data.count == count else {
      throw .fileChanged(file, expectedSize: size, actualSize: offset + Int64(data.count))
    }
    // Checked after the read, so a write before or during it is seen: without this, a file
    // overwritten in place at the same size went up half old, half new, and the post said done.
    let now = Identity(of: file)
    guard now == identity else {
      throw .fileChanged(file, expectedSize: size, actualSize: now?.size ?? -1)
    }
    return Chunk(data: data, readings: readings)
  }

  /// What says a file is the one that was opened: its inode, size and modification time.
  struct Identity: Equatable {
    let inode: UInt64
    let size: Int64
    let modified: Date

    /// `file`'s identity now; nil if it cannot be read.
    init?(of file: URL) {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
        let size = (attributes[.size] as? NSNumber)?.int64Value,
        let modified = attributes[.modificationDate] as? Date
      else { return nil }
      (self.inode, self.size, self.modified) = (inode, size, modified)
    }
  }

  /// The size of `file` now.
  package static func size(of file: URL) throws(TusUploader.Failure) -> Int64 {
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
      return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    } catch {
      throw .unreadableFile(file, reason: reason(for: error))
    }
  }

  /// A reason in the kit's words: Foundation's differ between Linux and Darwin.
  static func reason(for error: any Error) -> String {
    switch (error as? CocoaError)?.code {
    case .fileReadNoSuchFile?, .fileNoSuchFile?: "there is no such file"
    case .fileReadNoPermission?: "permission denied"
    default: error.localizedDescription
    }
  }
}

/// One chunk's bytes, counted by `ChunkReadings` while they are held.
final class Chunk {
  let data: Data
  private let readings: ChunkReadings?

  init(data: Data, readings: ChunkReadings?) {
    self.data = data
    self.readings = readings
    readings?.acquire(data.count)
  }

  deinit {
    readings?.release(data.count)
  }
}

/// What a `ChunkReader` has read and still holds: how tests see that memory stays bounded.
final class ChunkReadings: Sendable {
  private struct Counts {
    var held = 0
    var peakHeld = 0
    var reads = 0
  }

  private let counts = Locked(Counts())

  /// The most chunk bytes held at once.
  var peakHeld: Int { counts.withLock { $0.peakHeld } }
  /// How many chunks were read.
  var reads: Int { counts.withLock { $0.reads } }

  func acquire(_ count: Int) {
    counts.withLock { counts in
      counts.held += count
      counts.reads += 1
      counts.peakHeld = max(counts.peakHeld, counts.held)
    }
  }

  func release(_ count: Int) {
    counts.withLock { $0.held -= count }
  }
}
