import Foundation
import Models

/// The real file system, through `FileManager`, reading at most a movie's box headers.
///
/// Each call is a metadata lookup and a few small reads, so it runs where it is called; streaming
/// a whole file is what belongs on a thread of its own (see ``DirectoryMediaLibrary``).
public struct LocalFileInspector: FileInspector {
  /// Creates an inspector of the local file system.
  public init() {}

  /// Looks at `url` without following it into a directory.
  public func inspect(_ url: URL) -> FileFacts {
    let manager = FileManager.default
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try manager.attributesOfItem(atPath: url.path)
    } catch {
      return .missing
    }
    let type = attributes[.type] as? FileAttributeType
    guard type == .typeRegular else { return .notRegularFile(kind: Self.kind(of: type)) }
    guard manager.isReadableFile(atPath: url.path) else {
      return .unreadable(reason: "permission denied")
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let preview = MovieHeader.duration(of: url).map(VideoPreview.movie) ?? .unrecognised
    return .regularFile(size: size, preview: preview)
  }

  private static func kind(of type: FileAttributeType?) -> String {
    switch type {
    case .typeDirectory?: "a directory"
    case .typeSymbolicLink?: "a broken symbolic link"
    case .typeCharacterSpecial?, .typeBlockSpecial?: "a device"
    case .typeSocket?: "a socket"
    default: "not a regular file"
    }
  }
}
