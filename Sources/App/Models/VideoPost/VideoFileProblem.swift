import Foundation

/// Why a file a person named cannot be posted, found before anything is uploaded: facts with
/// their values; a front end words them (the words are `VideoPostWords`, in Words).
public enum VideoFileProblem: Error, Hashable, Sendable {
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
