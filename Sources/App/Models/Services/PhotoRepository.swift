import DataEngine

/// The photos a list shows: kept in a store, and brought up to date from a server.
///
/// Asking and keeping are two steps, so a view model can drop an answer a newer request overtook
/// before it reaches the store. ``PhotoSync`` is the conformance.
///
/// ```swift
/// let photos = try await repository.latest()  // drop it here if a newer request overtook it
/// let change = try repository.keep(photos)  // what the store gained, changed and lost
/// ```
///
/// A long list loads in batches the same way, each kept as it arrives:
///
/// ```swift
/// var cursor = PhotoBatchCursor()
/// repeat {
///   let batch = try await repository.batch(from: cursor.nextOffset)
///   cursor.take(batch)
///   _ = try repository.keep(batch, of: cursor)  // the last one also deletes what did not come
/// } while !cursor.isOver
/// ```
public protocol PhotoRepository: Sendable {
  /// The store the photos are kept in; lists read it through fetched results.
  var store: any Store<Photo> { get }

  /// Every photo the server has now.
  func latest() async throws -> [Photo]

  /// Makes the store hold exactly `photos`, in one batch, and says what that changed.
  func keep(_ photos: [Photo]) throws -> StoreChange<Photo>

  /// The server's batch of photos that starts at `offset`.
  func batch(from offset: Int) async throws -> PhotoBatch

  /// Keeps `batch`, already counted into `cursor`, in one write, and says what that changed;
  /// the batch that completes the load also deletes every photo the load did not bring.
  func keep(_ batch: PhotoBatch, of cursor: PhotoBatchCursor) throws -> StoreChange<Photo>

  /// Saves what was kept, so the next start shows it at once.
  func save() async throws
}
