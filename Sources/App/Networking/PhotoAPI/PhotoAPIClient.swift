import Foundation
import HTTPTransport
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
  /// How many photos the first batch asks for; later ones ask for more (``limit(at:)``).
  public let batchSize: Int

  /// The first batch's size when none is given: large enough that the kit's own 5,000 photos
  /// come in one request, small enough that the first of 200,000 show in a fraction of a
  /// second.
  public static let defaultBatchSize = 10_000

  /// Creates a photo service that sends its requests through `client`, asking for a first
  /// batch of `batchSize` photos (at least 1).
  public init(client: HTTPClient, batchSize: Int = defaultBatchSize) {
    self.client = client
    self.batchSize = max(1, batchSize)
  }

  /// How many photos the batch at `offset` asks for: as many as arrived before it, from
  /// `batchSize` up to four times that. Why it grows: each batch kept re-orders the list
  /// already shown, so fewer, larger batches cost less in all once the first is on screen; why
  /// it stops growing: one batch's body and its decoding are what memory holds at once.
  public func limit(at offset: Int) -> Int {
    min(max(batchSize, offset), batchSize > Int.max / 4 ? Int.max : batchSize * 4)
  }

  /// `GET /photos`, or `GET /photos?albumId=N` for one album.
  public func photos(albumID: Int?) async throws -> [Photo] {
    let filter = albumID.map { [URLQueryItem(name: "albumId", value: String($0))] } ?? []
    return try await client.send(Request(path: "/photos", query: filter))
  }

  /// `GET /photos?_start=OFFSET&_limit=LIMIT` (``limit(at:)``). A first answer without an
  /// `X-Total-Count` (or with one that is not a count) that is shorter or longer than asked
  /// for comes from a server that does not page: it is the whole list; so is a first answer
  /// longer than asked for whose total it already holds. A full answer without a count may be
  /// a page: the next is asked for, and a server that sends the same photos again ends the load
  /// (`PhotoBatchCursor`).
  ///
  /// A page longer than asked for from a server whose total says more follow is a page all
  /// the same, and not the last: the next starts after the rows received (the cursor's
  /// `PhotoBatchCursor/nextOffset`), so a server that sends twice the limit still brings
  /// every photo instead of ending the load at its first answer.
  public func photos(from offset: Int) async throws -> PhotoBatch {
    let limit = limit(at: offset)
    let page = [
      URLQueryItem(name: "_start", value: String(offset)),
      URLQueryItem(name: "_limit", value: String(limit)),
    ]
    let reply = try await client.reply(to: Request<[Photo]>(path: "/photos", query: page))
    let photos = reply.value
    let total = reply.header("X-Total-Count").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
    let ignoredTheLimit = photos.count > limit
    let moreToCome = total.map { photos.count < $0 } ?? false
    if offset == 0, (ignoredTheLimit && !moreToCome) || (total == nil && photos.count < limit) {
      return .whole(photos)
    }
    return PhotoBatch(photos: photos, total: total, isLast: photos.count < limit)
  }

  /// `GET /photos/N`.
  public func photo(id: Int) async throws -> Photo {
    try await client.send(Request(path: "/photos/\(id)"))
  }

  /// `GET /albums`.
  public func albums() async throws -> [Album] { try await client.send(Request(path: "/albums")) }

  /// `GET /users`.
  public func users() async throws -> [User] { try await client.send(Request(path: "/users")) }

  /// `GET /users/N`.
  public func user(id: User.ID) async throws -> User {
    try await client.send(Request(path: "/users/\(id)"))
  }
}
