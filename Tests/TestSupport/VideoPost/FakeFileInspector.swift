import Foundation
import Models

/// A file system made of a dictionary: each URL says what is there; any other URL is missing.
///
/// ```swift
/// let files = FakeFileInspector([movie: .regularFile(size: 48_000_000, preview: .unrecognised)])
/// ```
public struct FakeFileInspector: FileInspector {
  private let facts: [URL: FileFacts]

  /// Creates a file system holding exactly `facts`.
  public init(_ facts: [URL: FileFacts]) {
    self.facts = facts
  }

  /// What the dictionary says, or `missing`.
  public func inspect(_ url: URL) -> FileFacts {
    facts[url] ?? .missing
  }
}
