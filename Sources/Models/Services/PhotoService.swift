/// What the photo screens need from "somewhere photos come from".
///
/// View models depend on this protocol, never on a client, so they are tested with a plain fake.
/// `Networking.PhotoAPIClient` is the production conformance. Errors thrown here describe
/// themselves for a person: view models show that text as it is.
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
