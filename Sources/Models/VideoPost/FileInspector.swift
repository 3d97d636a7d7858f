import Foundation

/// What the file system says about a path: the one question the video-post flow asks of it
/// before posting a file.
///
/// Behind a protocol so view models are tested against a fake file system: every reason a
/// file is refused is a one-line test, with no real files.
public protocol FileInspector: Sendable {
  /// What is at `url` now.
  func inspect(_ url: URL) -> FileFacts
}

/// What is at a path.
public enum FileFacts: Hashable, Sendable {
  /// Nothing.
  case missing
  /// Something that is not a regular file, such as a directory, named for a person.
  case notRegularFile(kind: String)
  /// A regular file that cannot be opened for reading; `reason` says why.
  case unreadable(reason: String)
  /// A regular, readable file of `size` bytes, and what its header says it is.
  case regularFile(size: Int64, preview: VideoPreview)
}

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
