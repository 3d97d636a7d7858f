import Foundation
import Models

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client a student writes first: async/await over `URLSession`, nothing else.
///
/// Every part of a request's life is one line here: `data(for:)` sends it, the status is
/// checked, `JSONDecoder` reads the body, and each failure becomes one case of a small typed
/// error. Cancellation comes for free: cancelling the calling task cancels the transfer, and
/// the call throws `.cancelled`. What production adds, and where each addition lives in the
/// kit, is listed in the Networking module's article "Clients over the transport".
///
/// ```swift
/// let client = PlainPhotoClient(baseURL: URL(string: "https://jsonplaceholder.typicode.com")!)
/// let photos = try await client.photos()
/// ```
public struct PlainPhotoClient: Sendable {
  /// What went wrong, one case per way a request can fail.
  public enum Failure: Error, Equatable, Sendable {
    /// No response came back; `reason` is the system's description.
    case unreachable(reason: String)
    /// The server answered with a status outside 200–299.
    case status(Int)
    /// The body was not the JSON expected; `reason` says where it went wrong.
    case undecodable(reason: String)
    /// The calling task was cancelled before the answer arrived.
    case cancelled
  }

  /// The server's root; each request's path is appended to it.
  public let baseURL: URL
  private let session: URLSession

  /// A client for the server at `baseURL`, sending through `session`.
  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  /// `GET /photos`.
  public func photos() async throws(Failure) -> [Photo] {
    try await get("photos")
  }

  /// `GET /photos/ID`.
  public func photo(id: Int) async throws(Failure) -> Photo {
    try await get("photos/\(id)")
  }

  private func get<Value: Decodable>(_ path: String) async throws(Failure) -> Value {
    let request = URLRequest(url: baseURL.appending(path: path))
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch let error as URLError where error.code == .cancelled {
      throw .cancelled
    } catch is CancellationError {
      throw .cancelled
    } catch {
      throw .unreachable(reason: error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      throw .unreachable(reason: "the answer was not HTTP")
    }
    guard (200..<300).contains(http.statusCode) else { throw .status(http.statusCode) }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw .undecodable(reason: String(describing: error))
    }
  }
}
