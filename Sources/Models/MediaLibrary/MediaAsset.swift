/// A video in a media library: what a person picks from, before anything is copied.
///
/// The stand-in for a photo-library asset. Its bytes stay in the library until
/// ``MediaLibrary/export(_:)`` copies them to a local file that can be uploaded.
///
/// ```swift
/// let asset = try await library.asset(withID: "harbour.mp4")
/// print(asset.name, asset.duration, asset.size)  // harbour 12.0 seconds 2400000
/// ```
public struct MediaAsset: Identifiable, Hashable, Sendable {
  /// The library's identifier, unique within the library; what `--asset ID` names.
  public let id: String
  /// The name a person sees: untrusted text (it may come from a file name).
  public let name: String
  /// How long the video plays.
  public let duration: Duration
  /// Its size in bytes.
  public let size: Int64

  /// Creates an asset from its fields.
  public init(id: String, name: String, duration: Duration, size: Int64) {
    self.id = id
    self.name = name
    self.duration = duration
    self.size = size
  }
}
