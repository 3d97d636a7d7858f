/// What the photo screens need from "somewhere photos come from".
///
/// View models depend on this protocol, never on a client, so they are tested with a plain fake.
/// `Networking.PhotoAPIClient` is the production conformance. Errors thrown here describe
/// themselves for a person: view models show that text as it is.
public protocol PhotoService: Sendable {
  /// All photos, or only those of one album when `albumID` is given.
  func photos(albumID: Int?) async throws -> [Photo]

  /// The batch of all photos that starts at `offset` (0 for the first), so a long list can show
  /// its first photos while the rest arrive. A service that does not page answers the first
  /// with its whole list (``PhotoBatch/whole(_:)``): that is what this requirement does unless
  /// a conformance says otherwise.
  func photos(from offset: Int) async throws -> PhotoBatch

  /// One photo by its identifier.
  func photo(id: Int) async throws -> Photo

  /// All albums.
  func albums() async throws -> [Album]

  /// All users: the people who own the albums.
  func users() async throws -> [User]

  /// One user by its identifier, with the profile's fields (``User/company``, ``User/city``).
  func user(id: User.ID) async throws -> User
}

extension PhotoService {
  /// A service that does not page: its whole list, at once, for the first batch; nothing after.
  public func photos(from offset: Int) async throws -> PhotoBatch {
    guard offset == 0 else { return PhotoBatch(photos: [], total: nil, isLast: true) }
    return .whole(try await photos(albumID: nil))
  }

  /// A service with no call for one user finds it among ``users()``.
  public func user(id: User.ID) async throws -> User {
    guard let user = try await users().first(where: { $0.id == id }) else {
      throw UserNotFound(id: id)
    }
    return user
  }
}

/// The service holds no user with this id: a fact, which each front end words.
public struct UserNotFound: Error, Hashable, Sendable {
  /// The id asked for.
  public let id: User.ID

  public init(id: User.ID) { self.id = id }
}
