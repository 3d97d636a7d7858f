import Foundation
import Models

/// The photo domain over HTTP: the production `PhotoService`, speaking jsonplaceholder's API.
///
/// It adds no behaviour of its own: everything it throws is an `HTTPClient.Failure`. Batches of
/// the photo list are json-server's pages: `_start` and `_limit` in the query, the total in the
/// `X-Total-Count` header; a server that sends no total does not page, and its answer is the
/// whole list.
///
/// ```swift
/// let client = try HTTPClient(baseURL: server.baseURL)
/// let service: any PhotoService = PhotoAPIClient(client: client)
/// let photos = try await service.photos(albumID: 3)
/// ```
public struct PhotoAPIClient: PhotoService {
  private let client: HTTPClient
  /// How many photos one batch asks for.
  public let batchSize: Int

  /// The batch size when none is given: large enough that the kit's own 5,000 photos come in
  /// one request, small enough that the first of 200,000 shows in a fraction of a second.
  public static let defaultBatchSize = 10_000

  /// Creates a photo service that sends its requests through `client`, asking for batches of
  /// `batchSize` photos (at least 1).
  public init(client: HTTPClient, batchSize: Int = defaultBatchSize) {
    self.client = client
    self.batchSize = max(1, batchSize)
  }

  /// `GET /photos`, or `GET /photos?albumId=N` for one album.
  public func photos(albumID: Int?) async throws -> [Photo] {
    let filter = albumID.map { [URLQueryItem(name: "albumId", value: String($0))] } ?? []
    return try await client.send(Request(path: "/photos", query: filter))
  }

  /// `GET /photos?_start=OFFSET&_limit=SIZE`. A first answer without an `X-Total-Count` (or
  /// with one that is not a count) and shorter than asked for, or one longer than asked for,
  /// comes from a server that does not page: it is the whole list. A full answer without a
  /// count may be a page: the next is asked for, and a server that sends the same photos
  /// again ends the load (``PhotoBatchCursor``).
  public func photos(from offset: Int) async throws -> PhotoBatch {
    let page = [
      URLQueryItem(name: "_start", value: String(offset)),
      URLQueryItem(name: "_limit", value: String(batchSize)),
    ]
    let reply = try await client.reply(to: Request<[Photo]>(path: "/photos", query: page))
    let photos = reply.value
    let total = reply.header("X-Total-Count").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
    let ignoredTheLimit = photos.count > batchSize
    if offset == 0, ignoredTheLimit || (total == nil && photos.count < batchSize) {
      return .whole(photos)
    }
    return PhotoBatch(photos: photos, total: total, isLast: photos.count != batchSize)
  }

  /// `GET /photos/N`.
  public func photo(id: Int) async throws -> Photo {
    try await client.send(Request(path: "/photos/\(id)"))
  }

  /// `GET /albums`.
  public func albums() async throws -> [Album] { try await client.send(Request(path: "/albums")) }

  /// `GET /users`.
  public func users() async throws -> [User] { try await client.send(Request(path: "/users")) }
}
