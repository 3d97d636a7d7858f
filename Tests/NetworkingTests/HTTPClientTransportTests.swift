import Foundation
import HTTPTransport
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HTTPClientTransportTests {
  /// Transport errors, and the few words a person sees for each.
  static let transportErrors: [(code: URLError.Code, reason: String)] = [
    (.cannotConnectToHost, "connection refused"),
    (.cannotFindHost, "host not found"),
    (.timedOut, "timed out"),
    (.networkConnectionLost, "the connection was lost"),
    (.notConnectedToInternet, "not connected to the internet"),
  ]

  @Test(arguments: transportErrors)
  func transportErrorIsUnreachableWithAPlainReason(code: URLError.Code, reason: String) async {
    // Given a network that fails with `code`
    let stub = StubServer { _ in .fail(code) }
    let client = stub.makeClient()
    defer { client.shutdown() }
    let url = URL(string: "http://\(stub.host)/albums")!

    // When albums are requested, then the failure names the URL and the reason
    await #expect(throws: HTTPClient.Failure.unreachable(url, reason: reason)) {
      try await client.data(for: Request<Data>(path: "/albums"))
    }
  }

  @Test func theDescriptionNamesHostAndPort() throws {
    // Given an unreachable failure, then its text names where and why
    let url = try #require(URL(string: "http://127.0.0.1:59999/photos"))
    let failure = HTTPClient.Failure.unreachable(url, reason: "connection refused")
    #expect(failure.localizedDescription == "Could not reach 127.0.0.1:59999: connection refused")
  }

  @Test func concurrentRequestsEachGetTheirOwnResponse() async throws {
    // Given a server that echoes the requested path
    let stub = StubServer { request in
      .respond(status: 200, headers: [:], body: Data(request.url.path().utf8))
    }
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When many requests run at once
    let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for id in 1...40 {
        group.addTask {
          let body = try await client.data(for: Request<Data>(path: "/photos/\(id)"))
          return (id, String(decoding: body, as: UTF8.self))
        }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }

    // Then each caller got the body of its own task
    #expect(bodies.count == 40)
    #expect(bodies.allSatisfy { id, body in body == "/photos/\(id)" })
  }
}
