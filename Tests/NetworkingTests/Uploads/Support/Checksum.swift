import Foundation

/// FNV-1a, 64 bits: a few lines, no dependency, and any dropped, doubled or swapped byte
/// changes it. Not for security; for "is the server's copy the same file".
struct Checksum: Equatable, CustomStringConvertible {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The checksum of `data`.
  init(_ data: Data = Data()) {
    add(data)
  }

  /// The checksum of the file at `url`, read in 64 KiB pieces.
  init(fileAt url: URL) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    while let piece = try handle.read(upToCount: 64 * 1024), !piece.isEmpty { add(piece) }
  }

  mutating func add(_ data: Data) {
    for byte in data {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }

  var description: String { String(value, radix: 16) }
}
