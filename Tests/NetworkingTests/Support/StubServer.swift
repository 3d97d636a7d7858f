import Essentials
import Foundation
import HTTPTransport
import Models
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One test's fake server, reached through `StubURLProtocol` without any socket.
///
/// Each stub gets its own made-up host and `StubURLProtocol` routes by host, so tests running
/// in parallel never see each other's replies or recorded requests.
final class StubServer: Sendable {
  /// How the stub answers one request.
  enum Reply: Sendable {
    /// A complete HTTP response.
    case respond(status: Int, headers: [String: String], body: Data)
    /// A transport failure, as if the network had failed.
    case fail(URLError.Code)
    /// No answer at all until the request is cancelled.
    case hang
  }

  /// A request as the stub received it.
  struct Received: Sendable {
    let method: String
    let url: URL
    let headers: [String: String]
    let body: Data
  }

  let host = "stub-\(UUID().uuidString.lowercased()).test"
  /// Every request in the order it arrived, one element each, for tests that wait for one.
  let arrivals: AsyncStream<Received>
  private let arrival: AsyncStream<Received>.Continuation
  private let reply: @Sendable (Received) -> Reply
  private let received = Locked<[Received]>([])

  init(reply: @escaping @Sendable (Received) -> Reply) {
    self.reply = reply
    (arrivals, arrival) = AsyncStream.makeStream(of: Received.self)
    Self.servers.withLock { $0[host] = self }
  }

  /// A stub that answers every request with `status` and a JSON `body`.
  convenience init(status: Int = 200, json body: String) {
    self.init { _ in
      .respond(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
  }

  /// The requests received so far.
  var requests: [Received] { received.withLock { $0 } }

  /// A client whose session reaches this stub; `urlCache` is off as LINUX-NOTES.md, note 11 asks.
  ///
  /// Retries are off unless `options` turn them on: most stub tests are about what one
  /// response becomes. The default is `loopback()`: its timeout and deadline are far beyond
  /// what a busy machine takes to get round to the stub's answer.
  func makeClient(
    path: String = "", headers: [String: String] = [:],
    options: HTTPClient.Options = .loopback()
  ) -> HTTPClient {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    configuration.urlCache = nil
    return try! HTTPClient(
      baseURL: URL(string: "http://\(host)\(path)")!, headers: headers, options: options,
      sessionConfiguration: configuration)
  }

  /// Records `request` and decides the reply; called by `StubURLProtocol`.
  func handle(_ request: Received) -> Reply {
    received.withLock { $0.append(request) }
    arrival.yield(request)
    return reply(request)
  }

  /// Live stubs by host. Entries stay for the life of the test process, which is short.
  private static let servers = Locked<[String: StubServer]>([:])

  /// The stub serving `host`, if any.
  static func server(for host: String) -> StubServer? {
    servers.withLock { $0[host] }
  }
}
