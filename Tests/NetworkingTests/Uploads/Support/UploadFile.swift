import Foundation

/// A temporary file of deterministic pseudo-random bytes, for uploading in tests.
///
/// The bytes come from a fixed-seed generator, so a failure reproduces; they are not a
/// repeating pattern, so an offset error cannot go unnoticed by landing on identical bytes.
struct UploadFile {
  let url: URL
  let size: Int

  /// Writes `size` bytes derived from `seed` to a new file in a new temporary directory.
  init(size: Int, seed: UInt64 = 0x5EED, name: String = "clip.mov") throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "slim-upload-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    url = directory.appending(path: name)
    self.size = size
    var state = seed
    var bytes = Data(capacity: size)
    while bytes.count < size {
      // xorshift64*: good enough to make every 8 bytes different.
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      withUnsafeBytes(of: (state &* 0x2545_F491_4F6C_DD1D).littleEndian) {
        bytes.append(contentsOf: $0.prefix(size - bytes.count))
      }
    }
    try bytes.write(to: url)
  }

  /// The checksum of the file as written.
  func checksum() throws -> Checksum { try Checksum(fileAt: url) }

  /// Deletes the file and its directory.
  func remove() {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}
