/// What the favorites screen needs from "somewhere favorites are kept": list them.
/// `Networking.FavoriteAPIClient` is the production conformance.
public protocol FavoriteService: Sendable {
  /// Every favorite, in id order.
  func favorites() async throws -> [Favorite]
}
