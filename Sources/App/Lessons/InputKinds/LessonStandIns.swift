import Foundation
import Models

// The small world every approach in this chapter works in: a library that hands out local
// copies of its assets, and a server that records what was posted. Synchronous on purpose, so
// each approach reads as its shape and nothing else; only approach 5, whose point is a
// preparation that reports progress, streams its steps.

/// A media library that hands out local copies of its assets.
public struct LessonLibrary: Sendable {
  /// The local copy of each asset, by asset identifier.
  public var copies: [String: URL]

  /// A library with these copies.
  public init(copies: [String: URL]) {
    self.copies = copies
  }

  /// The local copy of `asset`, as an export would make it.
  public func export(_ asset: MediaAsset) throws(LessonError) -> URL {
    guard let copy = copies[asset.id] else { throw .notInLibrary(asset.id) }
    return copy
  }
}

/// A server that records each post: the file uploaded and its caption.
public final class LessonServer {
  /// What was posted, in order.
  public private(set) var posts: [(file: URL, caption: String)] = []

  /// An empty server.
  public init() {}

  /// Records a post and returns its number, from 1.
  public func post(_ file: URL, caption: String) -> Int {
    posts.append((file, caption))
    return posts.count
  }
}

/// A video just recorded with the camera: the third input kind the chapter adds.
public struct Recording: Hashable, Sendable {
  /// Where the camera wrote it.
  public let file: URL
  /// How long it is.
  public let duration: Duration

  /// A recording.
  public init(file: URL, duration: Duration) {
    self.file = file
    self.duration = duration
  }
}

/// What goes wrong in the lesson's world.
public enum LessonError: Error, Hashable, Sendable {
  /// Posting before the asset was fetched.
  case notFetched
  /// Fetching something that is not in a library.
  case nothingToFetch
  /// Posting with no file at all.
  case noFile
  /// Posting with an empty caption.
  case noCaption
  /// An asset the library does not have.
  case notInLibrary(String)
}
