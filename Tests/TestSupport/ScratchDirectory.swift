import Foundation

/// A fresh directory for one test's files, removed when the test lets it go.
public final class ScratchDirectory: Sendable {
  /// The directory itself.
  public let url: URL

  /// Creates an empty directory under the system's temporary directory.
  public init() throws {
    url = FileManager.default.temporaryDirectory.appending(
      path: "slim-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the directory (nothing is created).
  public func file(_ name: String) -> URL { url.appending(path: name) }

  /// Writes `data` to `name` and returns its URL.
  @discardableResult
  public func file(_ name: String, _ data: Data) throws -> URL {
    let file = file(name)
    try data.write(to: file)
    return file
  }

  /// A sub-directory, created.
  public func folder(_ name: String) throws -> URL {
    let folder = file(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The names of the files in the directory, sorted.
  public func names() throws -> [String] {
    try contents(of: url)
  }

  /// The names in `folder`, sorted.
  public func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
