/// Where a video to post comes from: the flow `openVideoPost` opens, and what a video-post
/// route names.
public enum VideoSource: Hashable, Sendable, Codable {
  /// A file at this path, relative to the working directory or absolute.
  case file(String)
  /// The media-library asset with this identifier.
  case asset(String)
}
