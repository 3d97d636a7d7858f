import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends `Request` values to one server over one long-lived `URLSession`.
///
/// The client builds the URL, checks the status, decodes the JSON body, and turns anything that
/// goes wrong into a `Failure` a person can read. Create one per server, share it, and call
/// `shutdown()` when done: a session per request crashes on Linux (LINUX-NOTES.md, note 8).
///
/// ```swift
/// let client = try HTTPClient(baseURL: URL(string: "https://jsonplaceholder.typicode.com")!)
/// let albums = try await client.send(Request<[Album]>(path: "/albums"))
/// client.shutdown()
/// ```
///
/// Configuration is immutable and the tasks in flight live behind the loader's lock, so the
/// client is a `Sendable` class, not an actor: concurrent requests never queue behind one another.
public final class HTTPClient: Sendable {
  /// The server's root; each request's path is appended to it.
  public let baseURL: URL
  /// Headers sent with every request; a request's own header of the same name wins.
  public let headers: [String: String]
  /// Retries, time and size limits, and logging: how the client copes with a bad network.
  public let options: Options

  let session: URLSession
  /// Internal, like `coalescer`, so tests can check that requests leave nothing behind.
  let loader: DataLoader
  let coalescer = RequestCoalescer()

  /// Creates a client for the server at `baseURL`, which must be an http or https URL.
  ///
  /// `sessionConfiguration` is copied (tests pass one with `protocolClasses`), its timeout
  /// rounded up to whole seconds, the only precision Linux honours (LINUX-NOTES.md, note 4), and
  /// its URL cache left out. The limits in `options` are the ones to rely on.
  public init(
    baseURL: URL,
    headers: [String: String] = [:],
    options: Options = Options(),
    sessionConfiguration: URLSessionConfiguration = .default
  ) throws(Failure) {
    guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = baseURL.host(), !host.isEmpty
    else {
      throw .invalidURL(baseURL.absoluteString, reason: "only http and https URLs are supported")
    }
    if let port = baseURL.port, !(1...65_535).contains(port) {
      throw .invalidURL(baseURL.absoluteString, reason: "port \(port) is not from 1 to 65535")
    }
    self.baseURL = baseURL
    self.headers = headers
    self.options = options
    let configuration = sessionConfiguration.copy() as! URLSessionConfiguration
    let timeout = configuration.timeoutIntervalForRequest
    configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up))
    // No URLCache: on Linux it never revalidates (LINUX-NOTES.md, note 10), and a request
    // cancelled while the session consults it can trap inside FoundationNetworking ("a task
    // that is not in the registry"). What the kit caches, it caches itself (thumbnails).
    configuration.urlCache = nil
    let queue = DelegateQueue()
    loader = DataLoader(queue: queue)
    session = URLSession(configuration: configuration, delegate: loader, delegateQueue: queue)
  }

  /// Sends `request` and decodes the JSON body as its `Response` type, retrying an idempotent
  /// request as `options.retry` says; concurrent identical GETs share one request and decode.
  /// Cancelling the calling task stops the transfer and throws `.cancelled`.
  public func send<Response: Decodable & Sendable>(
    _ request: Request<Response>
  ) async throws(Failure) -> Response {
    return try await reply(to: request).value
  }

  /// Sends `request` as ``send(_:)`` does, and returns the decoded body with the response's
  /// header fields: for an answer whose headers say something too (a page's total count).
  public func reply<Response: Decodable & Sendable>(
    to request: Request<Response>
  ) async throws(Failure) -> Reply<Response> {
    let urlRequest = try request.urlRequest(baseURL: baseURL, headers: headers)
    return try await shared(urlRequest, idempotent: request.isIdempotent) {
      (reply) throws(Failure) -> Reply<Response> in
      Reply(value: try self.decode(Response.self, from: reply.value), headers: reply.headers)
    }
  }

  /// Sends `request` and returns the body as it arrived (not JSON), after checking the status.
  public func data<Response>(for request: Request<Response>) async throws(Failure) -> Data {
    let urlRequest = try request.urlRequest(baseURL: baseURL, headers: headers)
    return try await shared(urlRequest, idempotent: request.isIdempotent) { $0 }.value
  }

  /// The body of `request` made into a `Value`, shared with identical GETs under way.
  private func shared<Value: Sendable>(
    _ request: URLRequest, idempotent: Bool,
    _ transform: @escaping @Sendable (Reply<Data>) throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let work = { @Sendable () async throws(Failure) -> Value in
      try transform(try await self.reply(for: request, idempotent: idempotent))
    }
    guard options.coalescesRequests, request.httpMethod == "GET", let url = request.url else {
      return try await work()
    }
    let key = RequestCoalescer.Key(
      url: url, headers: request.allHTTPHeaderFields ?? [:], result: ObjectIdentifier(Value.self))
    return try await coalescer.value(for: key, run: work)
  }

  /// Cancels every request in flight and releases the session, which until then keeps the
  /// delegate and its connections alive; later requests throw `.cancelled`.
  public func shutdown() { loader.invalidate(session) }
}
