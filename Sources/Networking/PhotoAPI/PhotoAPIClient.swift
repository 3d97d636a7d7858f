import Foundation
import Models

/// The photo domain over HTTP: the production `PhotoService`, speaking jsonplaceholder's API.
///
/// It adds no behaviour of its own: everything it throws is an `HTTPClient.Failure`.
///
/// ```swift
/// let client = try HTTPClient(baseURL: server.baseURL)
/// let service: any PhotoService = PhotoAPIClient(client: client)
/// let photos = try await service.photos(albumID: 3)
/// ```
public struct PhotoAPIClient: PhotoService {
  private let client: HTTPClient

  /// Creates a photo service that sends its requests through `client`.
  public init(client: HTTPClient) {
    self.client = client
  }

  /// `GET /photos`, or `GET /photos?albumId=N` for one album.
  public func photos(albumID: Int?) async throws -> [Photo] {
    let filter = albumID.map { [URLQueryItem(name: "albumId", value: String($0))] } ?? []
    return try await client.send(Request(path: "/photos", query: filter))
  }

  /// `GET /photos/N`.
  public func photo(id: Int) async throws -> Photo {
    try await client.send(Request(path: "/photos/\(id)"))
  }

  /// `GET /albums`.
  public func albums() async throws -> [Album] {
    try await client.send(Request(path: "/albums"))
  }

  /// `GET /users`.
  public func users() async throws -> [User] {
    try await client.send(Request(path: "/users"))
  }
}
