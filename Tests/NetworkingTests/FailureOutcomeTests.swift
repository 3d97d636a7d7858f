import Foundation
import HTTPTransport
import Models
import Networking
import Testing

/// Whether a failed write may still have been applied: "not saved" only when it surely was not.
@Suite struct FailureOutcomeTests {
  static let url = URL(string: "http://a.test/todos/1")!

  @Test(arguments: [
    (HTTPClient.Failure.undecodable(path: "", reason: "not JSON"), true),
    (.unreachable(url, reason: "the connection was lost"), true),
    (.unreachable(url, reason: "the response ended before all of it arrived"), true),
    (.malformedResponse(url, reason: "it has no status line"), true),
    (.timedOut(url, after: .seconds(5)), true),
    (.tooLarge(url, limit: 1_024), true),
    (.cancelled, true),
    (.unreachable(url, reason: "connection refused"), false),
    (.unreachable(url, reason: "host not found"), false),
    (.status(code: 503, message: nil), false),
    (.invalidURL("x", reason: "no scheme"), false),
    (
      .retriesExhausted(attempts: 3, last: .status(code: 503, message: nil), retryAfter: nil), false
    ),
    (
      .retriesExhausted(
        attempts: 3, last: .unreachable(url, reason: "the connection was lost"), retryAfter: nil),
      true
    ),
  ])
  func aWriteMayHaveBeenAppliedUnlessItSurelyWasNot(
    failure: HTTPClient.Failure, mayHave: Bool
  ) {
    #expect(failure.mayHaveBeenApplied == mayHave)
  }
}
