import Foundation

/// What the file system says about a path, before a file is posted: behind a protocol so every
/// reason a file is refused is a one-line test, with no real files.
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
