import Foundation
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// How large an answer the client accepts, checked before the body and while it arrives.
@Suite struct ClientLimitsTests {
  @Test(arguments: [true, false])
  func aBodyPastTheLimitIsRefused(announced: Bool) async throws {
    // Given a server sending 4 KiB, with or without saying so in Content-Length
    let body = String(repeating: " ", count: 4096)
    let headers = announced ? ["Content-Length": "4096"] : [:]
    let stub = StubServer(replies: [.json(200, body, headers: headers)])
    let client = stub.makeClient(
      options: .init(retry: .never, maximumResponseSize: 1024, clock: TestClock()))
    defer { client.shutdown() }

    // When it is requested, then the client refuses it, naming the limit
    let url = URL(string: "http://\(stub.host)/albums")!
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.data(for: Request<Data>(path: "/albums"))
    }
    #expect(failure == .tooLarge(url, limit: 1024))
    #expect(
      failure?.description == "The response from \(stub.host) is larger than the 1.0 kB limit")
    #expect(client.loader.pendingCount == 0)
  }

  @Test func aBodyAtTheLimitIsAccepted() async throws {
    let stub = StubServer(replies: [.json(200, String(repeating: " ", count: 1024))])
    let client = stub.makeClient(
      options: .init(retry: .never, maximumResponseSize: 1024, clock: TestClock()))
    defer { client.shutdown() }

    #expect(try await client.data(for: Request<Data>(path: "/albums")).count == 1024)
  }

  @Test func tooLargeIsNotRetried() {
    let failure = HTTPClient.Failure.tooLarge(URL(string: "http://a.test")!, limit: 1)
    #expect(!RetryPolicy.standard.isRetryable(failure))
    #expect(failure.retryAdvice == .unlikelyToHelp("the answer is larger than the app accepts"))
  }
}
