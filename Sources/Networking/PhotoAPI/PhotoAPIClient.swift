import Foundation
import Models

/// The photo domain over HTTP: the production `PhotoService`, speaking jsonplaceholder's API.
///
/// View models see only `PhotoService`; this type is where that protocol meets the wire. It
/// adds no behaviour of its own, so everything it throws is an `HTTPClient.Failure`, whose
/// `localizedDescription` a view model can show as it is.
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
    try await client.send(Endpoints.photos(albumID: albumID))
  }

  /// `GET /photos/N`.
  public func photo(id: Int) async throws -> Photo {
    try await client.send(Endpoints.photo(id: id))
  }

  /// `GET /albums`.
  public func albums() async throws -> [Album] {
    try await client.send(Endpoints.albums)
  }

  /// `GET /users`.
  public func users() async throws -> [User] {
    try await client.send(Endpoints.users)
  }
}

/// The requests of the photo API, one place to read the whole surface.
enum Endpoints {
  static func photos(albumID: Int?) -> Request<[Photo]> {
    let filter = albumID.map { [URLQueryItem(name: "albumId", value: String($0))] } ?? []
    return Request(path: "/photos", query: filter)
  }

  static func photo(id: Int) -> Request<Photo> {
    Request(path: "/photos/\(id)")
  }

  static let albums = Request<[Album]>(path: "/albums")

  static let users = Request<[User]>(path: "/users")
}
