import Essentials
import Foundation

/// Why a file a person named cannot be posted. Found before anything is uploaded.
public enum VideoFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing is at the path.
  case missing(path: String)
  /// The path names something other than a regular file.
  case notRegularFile(path: String, kind: String)
  /// The file cannot be read.
  case unreadable(path: String, reason: String)
  /// The file has no bytes.
  case empty(path: String)
  /// The file is larger than the most that can be posted.
  case tooLarge(path: String, size: Int64, limit: Int64)

  /// One line naming the file, what is wrong with it, and what would be accepted.
  public var description: String {
    switch self {
    case .missing(let path): "No file at \(path); check the path."
    case .notRegularFile(let path, let kind): "\(path) is \(kind), not a video file."
    case .unreadable(let path, let reason): "Cannot read \(path): \(reason)."
    case .empty(let path): "\(path) is empty (0 bytes); there is nothing to post."
    case .tooLarge(let path, let size, let limit):
      "\(path) is \(ByteCountText.text(size)); the most that can be posted is "
        + "\(ByteCountText.text(limit))."
    }
  }
}

extension VideoFile {
  /// The most a post may upload unless told otherwise: 2 GB.
  public static let defaultMaximumSize: Int64 = 2_000_000_000

  /// The postable file at `url`, or the reason it is not one, asking `inspector`.
  public static func check(
    _ url: URL, using inspector: any FileInspector, maximumSize: Int64 = defaultMaximumSize
  ) throws(VideoFileProblem) -> VideoFile {
    let path = url.path
    switch inspector.inspect(url) {
    case .missing: throw .missing(path: path)
    case .notRegularFile(let kind): throw .notRegularFile(path: path, kind: kind)
    case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
    case .regularFile(let size, _) where size <= 0: throw .empty(path: path)
    case .regularFile(let size, _) where size > maximumSize:
      throw .tooLarge(path: path, size: size, limit: maximumSize)
    case .regularFile(let size, let preview):
      return VideoFile(url: url, size: size, preview: preview)
    }
  }
}
