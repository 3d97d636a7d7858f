/// What screens need from "somewhere thumbnails come from": one photo's small picture, and a way
/// to warm up the pictures of rows about to be seen, or to give up on rows that scrolled away.
///
/// View models depend on this protocol, never on a loader, so they are tested with a plain fake.
/// `Networking.ThumbnailLoader` is the production conformance: it caches, shares one download
/// among everyone who asks for the same picture, and cancels work nobody waits for any more.
///
/// ```swift
/// let image = try await thumbnails.thumbnail(for: photo)
/// await thumbnails.prefetch(nextPage)       // loads start; nothing waits for them
/// await thumbnails.cancelPrefetch(oldPage)  // loads nobody else awaits stop
/// ```
public protocol ThumbnailService: Sendable {
  /// The thumbnail of `photo`: at once from a cache, or when its load finishes.
  ///
  /// Throws `CancellationError` when the calling task is cancelled (other callers waiting for the
  /// same picture still get it), and otherwise an error that describes itself for a person.
  func thumbnail(for photo: Photo) async throws -> PixelImage

  /// Starts loading the thumbnails of `photos` that are not ready yet, and returns without
  /// waiting for them.
  func prefetch(_ photos: [Photo]) async

  /// Withdraws earlier prefetches of `photos`: a load that nobody else awaits is cancelled.
  func cancelPrefetch(_ photos: [Photo]) async
}
