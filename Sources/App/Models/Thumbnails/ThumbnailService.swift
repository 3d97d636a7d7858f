/// What screens need from "somewhere thumbnails come from": one photo's small picture, and a way
/// to warm up the pictures of rows about to be seen, or to give up on rows that scrolled away.
///
/// `Networking.ThumbnailLoader` is the production conformance.
public protocol ThumbnailService: Sendable {
  /// The thumbnail of `photo`; throws `CancellationError` when the calling task is cancelled
  /// (others waiting for the same picture still get it).
  func thumbnail(for photo: Photo) async throws -> PixelImage

  /// Starts loading the thumbnails of `photos` that are not ready yet, without waiting.
  func prefetch(_ photos: [Photo]) async

  /// Withdraws earlier prefetches of `photos`: a load that nobody else awaits is cancelled.
  func cancelPrefetch(_ photos: [Photo]) async
}
