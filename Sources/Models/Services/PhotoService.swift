/// What the photo screens need from "somewhere photos come from".
///
/// View models depend on this protocol, never on a concrete client, so they are tested with a
/// plain fake and the app can switch between a live server, the embedded backend or a cache
/// without touching a view model. `Networking.PhotoAPIClient` is the production conformance.
///
/// Errors thrown here should describe themselves for a person (conform to `LocalizedError` or
/// `CustomStringConvertible`): view models show that text as it is.
public protocol PhotoService: Sendable {
  /// All photos, or only those of one album when `albumID` is given.
  func photos(albumID: Int?) async throws -> [Photo]

  /// One photo by its identifier.
  func photo(id: Int) async throws -> Photo

  /// All albums.
  func albums() async throws -> [Album]

  /// All users: the people who own the albums.
  func users() async throws -> [User]
}
