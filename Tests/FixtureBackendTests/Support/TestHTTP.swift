import FixtureBackend
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// URLSession calls against a fixture server, the way the kit's own client will make them.
enum TestHTTP {
  /// One long-lived session for the whole test run: creating and tearing down sessions per
  /// request crashes on some Linux paths (LINUX-NOTES.md, note 8). No cache, so every
  /// request reaches the server.
  static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
  }()

  /// Sends `method` to `target` (a path with an optional query, such as "/photos?albumId=3").
  static func send(
    _ target: String, to server: FixtureServer, method: String = "GET",
    headers: [String: String] = [:], body: Data? = nil
  ) async throws -> (body: Data, response: HTTPURLResponse) {
    var request = URLRequest(url: URL(string: server.baseURL.absoluteString + target)!)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await session.data(for: request)
    return (data, response as! HTTPURLResponse)
  }

  /// GETs `target` and decodes the JSON body as `T`, expecting a 200.
  static func get<T: Decodable>(
    _ type: T.Type, _ target: String, from server: FixtureServer
  ) async throws -> T {
    let (body, response) = try await send(target, to: server)
    guard response.statusCode == 200 else {
      throw UnexpectedStatus(
        status: response.statusCode, body: String(decoding: body, as: UTF8.self))
    }
    return try JSONDecoder().decode(T.self, from: body)
  }

  /// The message of an `{"error": "..."}` body, or nil if the body is not one.
  static func errorMessage(in body: Data) -> String? {
    (try? JSONDecoder().decode([String: String].self, from: body))?["error"]
  }

  struct UnexpectedStatus: Error {
    let status: Int
    let body: String
  }
}

/// The wire shapes, decoded independently of the module's own types so a test can catch a
/// misspelt key.
struct WireUser: Decodable, Equatable {
  let id: Int
  let name: String
  let username: String
  let email: String
}

struct WireAlbum: Decodable, Equatable {
  let userId: Int
  let id: Int
  let title: String
}

struct WirePhoto: Decodable, Equatable {
  let albumId: Int
  let id: Int
  let title: String
  let url: String
  let thumbnailUrl: String
}
