import HTTPTransport
import Models

/// Favorites over HTTP, speaking jsonplaceholder's API: the production `FavoriteService`.
/// A person's favorites are a few hundred at most, so they come in one request, unpaged.
/// Everything it throws is an `HTTPClient.Failure`.
///
/// ```swift
/// let service: any FavoriteService = FavoriteAPIClient(client: client)
/// let favorites = try await service.favorites()
/// ```
public struct FavoriteAPIClient: FavoriteService {
  private let client: HTTPClient

  /// Creates a favorite service that sends its requests through `client`.
  public init(client: HTTPClient) { self.client = client }

  /// `GET /favorites`.
  public func favorites() async throws -> [Favorite] {
    try await client.send(Request(path: "/favorites"))
  }
}
