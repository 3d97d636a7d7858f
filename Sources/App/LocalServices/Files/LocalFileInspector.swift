import Foundation
import Models

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system, through `stat`, reading at most a movie's box headers: a few small
/// reads, so it runs where it is called.
public struct LocalFileInspector: FileInspector {
  public init() {}

  /// Looks at what `url` names, following a symbolic link to its target: a link to a movie is
  /// that movie, and a link to `/dev/zero` is a device, not a broken link.
  public func inspect(_ url: URL) -> FileFacts {
    let path = url.path
    let isLink = Self.status(of: path, following: false).map { $0.st_mode & S_IFMT == S_IFLNK }
    guard let target = Self.status(of: path, following: true) else {
      return isLink == true ? .notRegularFile(kind: "a broken symbolic link") : .missing
    }
    guard target.st_mode & S_IFMT == S_IFREG else {
      let kind = Self.kind(of: target.st_mode & S_IFMT)
      return .notRegularFile(kind: isLink == true ? "a link to \(kind)" : kind)
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      return .unreadable(reason: "permission denied")
    }
    let preview = MovieHeader.duration(of: url).map(VideoPreview.movie) ?? .unrecognised
    return .regularFile(size: Int64(target.st_size), preview: preview)
  }

  /// `stat` (or `lstat`, not following a final link) of `path`; nil when it fails.
  private static func status(of path: String, following: Bool) -> stat? {
    var status = stat()
    let result = following ? stat(path, &status) : lstat(path, &status)
    return result == 0 ? status : nil
  }

  private static func kind(of type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a directory"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFIFO: "a pipe"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }
}
