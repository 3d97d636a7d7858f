/// A video in a media library, the stand-in for a photo-library asset: its bytes stay in the
/// library until ``MediaLibrary/export(_:)`` copies them to a local file.
public struct MediaAsset: Identifiable, Hashable, Sendable {
  /// The library's identifier, unique within the library; what `--asset ID` names.
  public let id: String
  /// The name a person sees: untrusted text (it may come from a file name).
  public let name: String
  /// How long the video plays.
  public let duration: Duration
  /// Its size in bytes.
  public let size: Int64

  public init(id: String, name: String, duration: Duration, size: Int64) {
    self.id = id
    self.name = name
    self.duration = duration
    self.size = size
  }
}
