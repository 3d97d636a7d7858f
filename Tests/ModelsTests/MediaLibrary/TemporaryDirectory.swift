import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done with it.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-models-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A sub-folder, created.
  func folder(_ name: String) throws -> URL {
    let folder = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `data` to `name` and returns its URL.
  @discardableResult
  func file(_ name: String, _ data: Data) throws -> URL {
    let file = url.appendingPathComponent(name)
    try data.write(to: file)
    return file
  }

  /// The names in `folder`, sorted.
  func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}
