import Foundation
import Models

/// Reads a movie's length from its header, as MP4 and QuickTime files store it.
///
/// Those files are a sequence of boxes (4-byte big-endian size, 4-byte type); the `moov` box
/// holds a header `mvhd` with a time scale and a duration. Only box headers are read, seeking
/// past everything else, so a gigabyte file costs a handful of small reads.
///
/// ```
/// [size][ftyp]…  [size][moov] [size][mvhd] version … timescale duration …  [size][mdat]…
/// ```
public enum MovieHeader {
  /// How many boxes are looked at on one level before giving up: real files have a few.
  static let maximumBoxes = 64

  /// The length of the movie at `url`, or nil when it is not a movie this reader understands.
  public static func duration(of url: URL) -> Duration? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let end = try? handle.seekToEnd(),
      let movie = findBox("moov", in: handle, from: 0, to: end),
      let header = findBox("mvhd", in: handle, from: movie.contentStart, to: movie.end)
    else { return nil }
    return readDuration(from: handle, at: header.contentStart)
  }

  private static func findBox(
    _ type: String, in handle: FileHandle, from start: UInt64, to end: UInt64
  ) -> (contentStart: UInt64, end: UInt64)? {
    var offset = start
    for _ in 0..<maximumBoxes where offset + 8 <= end {
      guard let head = read(handle, at: offset, count: 8) else { return nil }
      var size = UInt64(bigEndian: head, at: 0, width: 4)
      var headerSize: UInt64 = 8
      if size == 1 {
        // A 64-bit size follows the type.
        guard let large = read(handle, at: offset + 8, count: 8) else { return nil }
        size = UInt64(bigEndian: large, at: 0, width: 8)
        headerSize = 16
      } else if size == 0 {
        size = end - offset  // the box runs to the end of its parent
      }
      guard size >= headerSize, offset + size <= end else { return nil }
      if String(decoding: head[4..<8], as: UTF8.self) == type {
        return (offset + headerSize, offset + size)
      }
      offset += size
    }
    return nil
  }

  private static func readDuration(from handle: FileHandle, at offset: UInt64) -> Duration? {
    // Version 0 keeps times in 32 bits, version 1 in 64; both start with version and flags.
    let (timescale, duration): (UInt64, UInt64)
    switch read(handle, at: offset, count: 1)?.first {
    case 0:
      guard let bytes = read(handle, at: offset, count: 20) else { return nil }
      timescale = UInt64(bigEndian: bytes, at: 12, width: 4)
      duration = UInt64(bigEndian: bytes, at: 16, width: 4)
    case 1:
      guard let bytes = read(handle, at: offset, count: 32) else { return nil }
      timescale = UInt64(bigEndian: bytes, at: 20, width: 4)
      duration = UInt64(bigEndian: bytes, at: 24, width: 8)
    default: return nil
    }
    guard timescale > 0 else { return nil }
    let milliseconds = (Double(duration) / Double(timescale) * 1000).rounded()
    guard milliseconds < Double(Int64.max / 2) else { return nil }
    return .milliseconds(Int64(milliseconds))
  }

  /// Exactly `count` bytes at `offset`, or nil when the file ends first.
  private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> Data? {
    guard (try? handle.seek(toOffset: offset)) != nil,
      let data = try? handle.read(upToCount: count), data.count == count
    else { return nil }
    return data
  }
}

extension UInt64 {
  /// The big-endian unsigned number of `width` bytes at `index` (from the data's start).
  init(bigEndian data: Data, at index: Int, width: Int) {
    var value: UInt64 = 0
    for byte in data.dropFirst(index).prefix(width) { value = value << 8 | UInt64(byte) }
    self = value
  }
}
