import Foundation
import Models

/// A small, valid-looking movie file with made-up picture data, for demonstrations and tests.
///
/// The file has the three boxes an MP4 starts with: `ftyp` (the brand), `moov` holding only a
/// movie header `mvhd` (so ``MovieHeader`` reads its length), and `mdat` filled with
/// pseudo-random bytes from a seed. The same name, length and size always give the same bytes,
/// so a checksum taken in one run holds in the next.
public struct DemoMovie: Hashable, Sendable {
  /// The file name, e.g. `harbour.mp4`.
  public let fileName: String
  /// The length written into the movie header.
  public let duration: Duration
  /// The total file size in bytes; at least the size of the headers.
  public let size: Int64

  /// Describes a demo movie.
  public init(fileName: String, duration: Duration, size: Int64) {
    self.fileName = fileName
    self.duration = duration
    self.size = max(size, Int64(Self.headerSize))
  }

  /// The bytes before the picture data: `ftyp` (24), `moov` with `mvhd` (8 + 108), `mdat`
  /// header (8).
  static let headerSize = 24 + 116 + 8

  /// Writes the movie into `directory`, replacing any file of the same name. Blocking.
  func write(into directory: URL) throws {
    let url = directory.appendingPathComponent(fileName)
    guard FileManager.default.createFile(atPath: url.path, contents: header()) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seekToEnd()
    var bytes = DemoBytes(seed: fileName)
    var remaining = size - Int64(Self.headerSize)
    while remaining > 0 {
      let count = Int(min(remaining, 65_536))
      try handle.write(contentsOf: bytes.next(count))
      remaining -= Int64(count)
    }
  }

  private func header() -> Data {
    let timescale: UInt32 = 1000
    let milliseconds = UInt32(clamping: duration.components.seconds * 1000)
    var movieHeader = Data([0, 0, 0, 0])  // version 0, no flags
    movieHeader.appendBigEndian(0, width: 4)  // created
    movieHeader.appendBigEndian(0, width: 4)  // modified
    movieHeader.appendBigEndian(UInt64(timescale), width: 4)
    movieHeader.appendBigEndian(UInt64(milliseconds), width: 4)
    movieHeader.append(Data(count: 80))  // rate, volume, matrix, next track: not read here
    var data = Self.box("ftyp", Data("isom".utf8) + Data([0, 0, 2, 0]) + Data("isommp41".utf8))
    data += Self.box("moov", Self.box("mvhd", movieHeader))
    data.appendBigEndian(UInt64(size) - UInt64(data.count), width: 4)
    data += Data("mdat".utf8)
    return data
  }

  private static func box(_ type: String, _ content: Data) -> Data {
    var data = Data()
    data.appendBigEndian(UInt64(8 + content.count), width: 4)
    return data + Data(type.utf8) + content
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ value: UInt64, width: Int) {
    for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
      append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }
}

/// Pseudo-random bytes from a text seed (xorshift64*): the same seed, the same bytes, anywhere.
struct DemoBytes {
  private var state: UInt64

  /// Seeds the generator from `seed`'s UTF-8 bytes (FNV-1a), never with zero.
  init(seed: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in seed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    state = hash == 0 ? 1 : hash
  }

  /// The next `count` bytes.
  mutating func next(_ count: Int) -> Data {
    var data = Data(capacity: count)
    while data.count < count {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      var word = (state &* 0x2545_F491_4F6C_DD1D).littleEndian
      withUnsafeBytes(of: &word) { data.append(contentsOf: $0.prefix(count - data.count)) }
    }
    return data
  }
}
