import Models

/// The limits a video post works within, the same for every input kind.
public struct VideoPostSettings: Hashable, Sendable {
  /// The largest file that may be posted, in bytes.
  public var maximumFileSize: Int64
  /// What a caption must be.
  public var caption: CaptionRules
  /// How long sending may go without a sign of life from the server before it fails; nil
  /// waits for ever.
  public var stallLimit: Duration?

  /// Creates settings: 2 GB files, 200-character captions, failing after 30 silent seconds.
  public init(
    maximumFileSize: Int64 = VideoFile.defaultMaximumSize, caption: CaptionRules = CaptionRules(),
    stallLimit: Duration? = .seconds(30)
  ) {
    self.maximumFileSize = maximumFileSize
    self.caption = caption
    self.stallLimit = stallLimit
  }
}
