import Foundation
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// The logging hook: every request and response, and never a credential.
@Suite struct ClientLoggingTests {
  @Test func requestsAndResponsesAreLoggedWithCredentialsRedacted() async throws {
    // Given a client with a token, a request with a cookie, and a server that sets one
    let stub = StubServer(replies: [
      .json(200, "[]", headers: ["Set-Cookie": "session=server-secret", "X-Request-Id": "42"])
    ])
    let events = Recorder<HTTPLogEvent>()
    let client = stub.makeClient(
      headers: ["Authorization": "Bearer client-secret"],
      options: .testing(clock: TestClock(), logger: events.record))
    defer { client.shutdown() }

    // When a request is sent
    _ = try await client.data(
      for: Request<Data>(
        path: "/albums", headers: ["cookie": "session=cookie-secret", "X-Trace": "7"]))

    // Then the server got the credentials, and the log got neither them nor anything else less
    #expect(stub.requests.first?.headers["Authorization"] == "Bearer client-secret")
    guard case .request(let method, _, let sent, 1) = events.all.first,
      case .response(200, _, _, let received, 2, _, 1) = events.all.last
    else {
      Issue.record("expected a request then a response, got \(events.all)")
      return
    }
    // (Foundation may respell header names, so they are looked up as HTTP does, ignoring case.)
    #expect(method == "GET")
    #expect(value(of: "Authorization", in: sent) == "<redacted>")
    #expect(value(of: "Cookie", in: sent) == "<redacted>")
    #expect(value(of: "X-Trace", in: sent) == "7")
    #expect(value(of: "Set-Cookie", in: received) == "<redacted>")
    #expect(value(of: "X-Request-Id", in: received) == "42")
    #expect(!"\(events.all)".contains("secret"))
  }

  @Test func everyAttemptIsLogged() async throws {
    // Given a server that fails once
    let clock = TestClock()
    let stub = StubServer(replies: [.fail(.networkConnectionLost), .json(200, "[]")])
    let events = Recorder<HTTPLogEvent>()
    let client = stub.makeClient(options: .testing(clock: clock, logger: events.record))
    defer { client.shutdown() }
    let call = Task { try await client.data(for: Request<Data>(path: "/albums")) }

    // When the pause passes
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    _ = try await call.value

    // Then the log tells both attempts, one line each
    let lines = events.all.map(\.description)
    #expect(lines.count == 4)
    #expect(lines[0] == "→ GET http://\(stub.host)/albums (attempt 1)")
    #expect(
      lines[1]
        == "✕ GET http://\(stub.host)/albums: Could not reach \(stub.host): the connection was lost (attempt 1)"
    )
    #expect(lines[2] == "→ GET http://\(stub.host)/albums (attempt 2)")
    #expect(lines[3].hasPrefix("← 200 GET http://\(stub.host)/albums, 2 bytes in "))
  }

  private func value(of name: String, in headers: [String: String]) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  @Test(arguments: ["Authorization", "proxy-authorization", "COOKIE", "Set-Cookie"])
  func sensitiveHeadersAreRedactedWhateverTheirSpelling(name: String) {
    #expect(
      HTTPLogEvent.redacted([name: "x", "Accept": "y"]) == [name: "<redacted>", "Accept": "y"])
  }
}
