import Foundation
import HTTPTransport
import Models
import Networking

/// The albums of one user over HTTP: `GET /users/N/albums`, the production
/// ``UserAlbumsService``.
///
/// It adds no behaviour of its own, in the shape of the kit's `PhotoAPIClient`: the request is
/// an idempotent GET sent through `HTTPClient`, so the client's retry policy, deadline, size
/// limits and failures with facts all apply to it without a line here.
///
/// ```swift
/// let client = try HTTPClient(baseURL: server.baseURL)
/// let service: any UserAlbumsService = UserAlbumsAPIClient(client: client)
/// let albums = try await service.albums(ofUser: 3)
/// ```
public struct UserAlbumsAPIClient: UserAlbumsService {
  private let client: HTTPClient

  /// Creates a service that sends its requests through `client`.
  public init(client: HTTPClient) {
    self.client = client
  }

  /// `GET /users/N/albums`.
  public func albums(ofUser userID: Int) async throws -> [Album] {
    try await client.send(Request<[Album]>(path: "/users/\(userID)/albums"))
  }
}
