import Essentials
import FixtureBackend

/// Every request the fixture server received, in order, as "GET /users/2/albums" (with its
/// query, if any): what the server saw, whatever the client believes it sent.
///
/// Start the server with `intercept: log.record`, then ask the log how often a path was asked
/// and which paths were asked instead. (A fault staged with `FaultPlan` is answered before
/// the log sees its request, so the log stages its own 503.)
///
/// ```swift
/// let log = ServerLog()
/// let server = try FixtureServer.start(intercept: log.record)
/// ```
final class ServerLog: Sendable {
  private let requests = Locked<[String]>([])
  /// The request answered 503 the first time it comes, if any.
  private let unavailableOnce: String?

  /// A log that lets every request through, except the first that is exactly
  /// `unavailableOnce` ("GET /users/2/albums"), answered 503 Service Unavailable: a failure
  /// that passes, which a client retries.
  init(unavailableOnce: String? = nil) {
    self.unavailableOnce = unavailableOnce
  }

  /// The requests received so far, in order.
  var all: [String] { requests.withLock { $0 } }

  /// Notes `request`, and lets the server's routes answer it (but for the one 503).
  @Sendable func record(_ request: FixtureRequest) -> FixtureResponse? {
    let query = request.queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
    let line = "\(request.method) \(request.path)" + (query.isEmpty ? "" : "?\(query)")
    let first = requests.withLock { requests in
      requests.append(line)
      return !requests.dropLast().contains(line)
    }
    return first && line == unavailableOnce ? .error(503, "Unavailable for a moment") : nil
  }

  /// How many requests were exactly `request` ("GET /users/2/albums").
  func count(of request: String) -> Int {
    all.filter { $0 == request }.count
  }

  /// What the server got, said for a failure message about `expected`: nothing, or the
  /// requests that were not `expected`.
  func described(expecting expected: String) -> String {
    let others = all.filter { $0 != expected }
    if all.isEmpty { return "the server got no request at all" }
    if others.isEmpty { return "the server got \(expected) \(all.count) times" }
    return "the server got \(others.joined(separator: ", ")) instead of \(expected)"
  }
}
