import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends `Request` values to one server over one long-lived `URLSession`.
///
/// The client builds the URL, checks the status, decodes the JSON body, and turns anything that
/// goes wrong into a `Failure` a person can read. Create one per server, share it, and call
/// `shutdown()` when you are done with it: the session lives as long as the client (a session
/// per request crashes on Linux, LINUX-NETWORKING fact 8), and it keeps its delegate alive
/// until it is invalidated.
///
/// ```swift
/// let client = try HTTPClient(baseURL: URL(string: "https://jsonplaceholder.typicode.com")!)
/// let albums = try await client.send(Request<[Album]>(path: "/albums"))
/// client.shutdown()
/// ```
///
/// All configuration is immutable and the only mutable state, the tasks in flight, lives
/// behind the loader's lock. So the client is a plain `Sendable` class rather than an actor:
/// concurrent requests, and the decoding of their bodies, never queue behind one another.
public final class HTTPClient: Sendable {
  /// The server's root; each request's path is appended to it.
  public let baseURL: URL
  /// Headers sent with every request; a request's own header of the same name wins.
  public let headers: [String: String]

  private let session: URLSession
  /// Internal so tests can check that finished and cancelled requests leave nothing behind.
  let loader: DataLoader

  /// Creates a client for the server at `baseURL`, which must be an http or https URL.
  ///
  /// `sessionConfiguration` is copied, never changed, so tests can pass one with
  /// `protocolClasses` set. Its request timeout is rounded up to whole seconds, the only
  /// precision Linux honours (LINUX-NETWORKING fact 4: 0.5 s would become about 1 ms).
  public init(
    baseURL: URL,
    headers: [String: String] = [:],
    sessionConfiguration: URLSessionConfiguration = .default
  ) throws(Failure) {
    guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = baseURL.host(), !host.isEmpty
    else {
      throw .invalidURL(baseURL.absoluteString, reason: "only http and https URLs are supported")
    }
    self.baseURL = baseURL
    self.headers = headers
    let configuration = sessionConfiguration.copy() as! URLSessionConfiguration
    let timeout = configuration.timeoutIntervalForRequest
    configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up))
    loader = DataLoader()
    session = URLSession(configuration: configuration, delegate: loader, delegateQueue: nil)
  }

  /// Sends `request` and decodes the JSON body as its `Response` type.
  ///
  /// Throws `.status` for a status outside 200–299, `.undecodable` when the body does not fit,
  /// `.unreachable` when no response arrived, and `.cancelled` when the calling task is
  /// cancelled; cancelling also stops the transfer.
  public func send<Response: Decodable>(
    _ request: Request<Response>
  ) async throws(Failure) -> Response {
    try decode(Response.self, from: try await data(for: request))
  }

  /// Sends `request` and returns the body as it arrived, after checking the status.
  ///
  /// Use it for bodies that are not JSON; it throws the same failures as `send(_:)`, except
  /// `.undecodable`.
  public func data<Response>(for request: Request<Response>) async throws(Failure) -> Data {
    let urlRequest = try request.urlRequest(baseURL: baseURL, headers: headers)
    let body: Data
    let response: HTTPURLResponse
    do {
      (body, response) = try await loader.data(for: urlRequest, in: session)
    } catch {
      throw Failure(loading: error, url: urlRequest.url ?? baseURL)
    }
    guard (200..<300).contains(response.statusCode) else {
      throw Failure(statusCode: response.statusCode, body: body)
    }
    return body
  }

  /// Cancels every request in flight and releases the session; later requests throw `.cancelled`.
  ///
  /// Call it once you are done with the client: until then the session keeps the client's
  /// delegate, and its connections, alive.
  public func shutdown() {
    loader.invalidate(session)
  }
}
