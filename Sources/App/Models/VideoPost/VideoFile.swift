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

/// A text stand-in for a video's thumbnail: what the file's own header says about it.
public enum VideoPreview: Hashable, Sendable, CustomStringConvertible {
  /// An MP4 or QuickTime movie whose header gives its length.
  case movie(duration: Duration)
  /// A file whose format is not recognised; it is uploaded exactly as it is.
  case unrecognised

  /// `MP4/QuickTime movie, 0:12`, or a note that the format is unknown.
  public var description: String {
    switch self {
    case .movie(let duration): "MP4/QuickTime movie, \(DurationText.clock(duration))"
    case .unrecognised: "format not recognised; uploaded as it is"
    }
  }
}
