import DataEngine
import Foundation
import Models

/// A media library kept in a folder: each MP4 or QuickTime movie in it is an asset, named by its
/// file, with the duration its header gives (``MovieHeader``). Exports can be slowed to a byte
/// rate so progress can be watched.
public struct DirectoryMediaLibrary: MediaLibrary {
  /// The folder whose movies are the assets.
  public let directory: URL
  /// Where exported copies are written.
  public let exportDirectory: URL
  /// How fast exports copy at most, in bytes per second; nil copies as fast as the disk allows.
  public let bytesPerSecond: Int64?
  /// The most an export holds in memory at once.
  public let chunkSize: Int
  let clock: any Clock<Duration>

  /// Creates a library over `directory`, exporting into `exportDirectory`; with
  /// `bytesPerSecond`, in chunks of an eighth of a second's worth, waiting on `clock`.
  public init(
    directory: URL, exportDirectory: URL, bytesPerSecond: Int64? = nil,
    clock: any Clock<Duration> = ContinuousClock(), chunkSize: Int = 65_536
  ) {
    self.directory = directory
    self.exportDirectory = exportDirectory
    self.bytesPerSecond = bytesPerSecond.map { max(1, $0) }
    self.clock = clock
    let paced = bytesPerSecond.map { Int(clamping: max(1, $0 / 8)) } ?? chunkSize
    self.chunkSize = max(1, min(chunkSize, paced))
  }

  /// The movies in the folder, by file name.
  public func assets() async throws -> [MediaAsset] {
    let directory = directory
    return try await IOThread.run("media library listing") {
      let manager = FileManager.default
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
        // Foundation would say only "could not be completed": say what is really wrong.
        throw MediaLibraryError.unreadableLibrary(
          path: directory.path, reason: "it is not a folder; a library is a folder of movies")
      }
      let names: [String]
      do {
        names = try manager.contentsOfDirectory(atPath: directory.path)
      } catch {
        throw MediaLibraryError.unreadableLibrary(
          path: directory.path, reason: Self.reason(error))
      }
      return names.sorted().compactMap { name in
        Self.asset(at: directory.appendingPathComponent(name), manager: manager)
      }
    }
  }

  private static func asset(at url: URL, manager: FileManager) -> MediaAsset? {
    guard let attributes = try? manager.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.int64Value,
      let duration = MovieHeader.duration(of: url)
    else { return nil }
    let name = url.lastPathComponent
    return MediaAsset(
      id: name, name: url.deletingPathExtension().lastPathComponent, duration: duration,
      size: size)
  }

  /// An error's own words, without Foundation's generic preamble where it has a better one.
  static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return (underlying ?? error as NSError).localizedDescription
  }
}
