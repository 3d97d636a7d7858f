/// The photos a list shows: kept in a store, and brought up to date from a server.
///
/// Asking and keeping are two steps, so a view model can drop an answer a newer request overtook
/// before it reaches the store. ``PhotoSync`` is the conformance.
///
/// ```swift
/// let photos = try await repository.latest()  // drop it here if a newer request overtook it
/// let change = try repository.keep(photos)  // what the store gained, changed and lost
/// ```
public protocol PhotoRepository: Sendable {
  /// The store the photos are kept in; lists read it through fetched results.
  var store: any Store<Photo> { get }

  /// Every photo the server has now.
  func latest() async throws -> [Photo]

  /// Makes the store hold exactly `photos`, in one batch, and says what that changed.
  func keep(_ photos: [Photo]) throws -> StoreChange<Photo>

  /// Saves what was kept, so the next start shows it at once.
  func save() async throws
}
