import Essentials
import Foundation

/// A local file that can be posted: a regular file, not empty, no larger than the limit. Only
/// ``check(_:using:maximumSize:)`` and a media library's export make one, so a view model
/// holding one never asks again.
public struct VideoFile: Hashable, Sendable {
  /// Where the file is.
  public let url: URL
  /// Its size in bytes, more than zero.
  public let size: Int64
  /// What a person is shown in place of a thumbnail.
  public let preview: VideoPreview

  /// Creates the description of a file already known to be postable.
  public init(url: URL, size: Int64, preview: VideoPreview) {
    self.url = url
    self.size = size
    self.preview = preview
  }

  /// The file's name, without its folder: untrusted text.
  public var name: String { url.lastPathComponent }
}

/// A stand-in for a video's thumbnail: what the file's own header says about it, as a fact a
/// front end words.
public enum VideoPreview: Hashable, Sendable {
  /// An MP4 or QuickTime movie whose header gives its length.
  case movie(duration: Duration)
  /// A file whose format is not recognised; it is uploaded exactly as it is.
  case unrecognised
}
