import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP call, described as a value, and the type its response body decodes to.
///
/// It knows nothing of servers or sessions; `Response` only records what the caller expects
/// back, so `HTTPClient.send(_:)` can return it typed.
///
/// ```swift
/// let request = Request<[Photo]>(path: "/photos", query: [URLQueryItem(name: "albumId", value: "3")])
/// let photos = try await client.send(request)
/// ```
public struct Request<Response>: Sendable {
  public var method: HTTPMethod
  /// The path, appended to the client's base URL (a leading `/` is optional).
  public var path: String
  /// Query items, in order; empty means no query string.
  public var query: [URLQueryItem]
  /// Headers for this request only; they override the client's headers of the same name.
  public var headers: [String: String]
  /// The body to send, already encoded; set a `Content-Type` header to describe it.
  public var body: Data?

  /// Creates a request; the defaults describe a plain `GET` of `path`.
  public init(
    method: HTTPMethod = .get,
    path: String,
    query: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }
}

/// The HTTP methods the kit sends.
public enum HTTPMethod: String, Sendable, Hashable {
  /// Reads a resource.
  case get = "GET"
  /// Reads only a resource's headers.
  case head = "HEAD"
  /// Creates a resource or starts a process.
  case post = "POST"
  /// Replaces a resource.
  case put = "PUT"
  /// Changes part of a resource.
  case patch = "PATCH"
  /// Removes a resource.
  case delete = "DELETE"
}

extension Request {
  /// The `URLRequest` for this request against `baseURL`; headers in three layers, later ones
  /// winning: `Accept: application/json`, the client's `defaults`, then the request's own.
  func urlRequest(
    baseURL: URL, headers defaults: [String: String]
  ) throws(HTTPClient.Failure) -> URLRequest {
    let joined = path.isEmpty ? baseURL : baseURL.appending(path: path)
    guard var components = URLComponents(url: joined, resolvingAgainstBaseURL: false) else {
      throw .invalidURL(joined.absoluteString, reason: "it cannot be split into parts")
    }
    if !query.isEmpty { components.queryItems = (components.queryItems ?? []) + query }
    guard let url = components.url else {
      throw .invalidURL(joined.absoluteString, reason: "the query cannot be encoded")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method.rawValue
    request.httpBody = body
    // `setValue` ignores case, as header names do: a later layer replaces, whatever the spelling.
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in defaults { request.setValue(value, forHTTPHeaderField: name) }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return request
  }
}
