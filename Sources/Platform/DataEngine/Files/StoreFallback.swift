import Foundation

/// A store's fallback left beside its file by an earlier run: `PATH.unsaved-PID` (or
/// `PATH.unsaved-PID-N`), which both kept stores write when their file was deleted, replaced or
/// rewritten from outside while they had it open. It holds that run's whole store, which the
/// file at the path does not; nothing reads it by itself, so a front end tells the person.
///
/// ```swift
/// for fallback in StoreFallback.beside(URL(filePath: "words.json")) {
///   print(fallback.url.path, fallback.process, fallback.modified)
/// }
/// ```
public struct StoreFallback: Hashable, Sendable {
  /// The fallback file.
  public let url: URL
  /// The process that wrote it, from its name.
  public let process: Int
  /// When it was last written.
  public let modified: Date

  /// The fallbacks beside the store file `url` (and beside the file a link there leads to),
  /// oldest first; none when the folder cannot be read. Reads names and dates only.
  public static func beside(_ url: URL) -> [StoreFallback] {
    let places = Set([url.standardizedFileURL, url.resolvingSymlinksInPath()])
    let found = places.flatMap { file -> [StoreFallback] in
      let folder = file.deletingLastPathComponent()
      let prefix = file.lastPathComponent + ".unsaved-"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.compactMap { name in
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(
          separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
          parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
          let process = Int(parts[0])
        else { return nil }
        let fallback = folder.appending(path: name)
        let attributes = try? FileManager.default.attributesOfItem(atPath: fallback.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
          let modified = attributes?[.modificationDate] as? Date
        else { return nil }
        return StoreFallback(url: fallback, process: process, modified: modified)
      }
    }
    return Set(found).sorted { $0.modified < $1.modified }
  }
}
