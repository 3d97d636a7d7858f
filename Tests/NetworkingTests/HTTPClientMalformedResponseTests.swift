import Foundation
import Testing

@testable import HTTPTransport
@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An answer that arrived but is not HTTP the client reads is worded as such, not as "Could
/// not reach": the server was reached.
///
/// The errors are built as FoundationNetworking delivers them on Linux (libcurl's words, with
/// the codes measured against a loopback server sending each answer); the texts are libcurl's.
@Suite struct HTTPClientMalformedResponseTests {
  static let url = URL(string: "http://127.0.0.1:8080/photos")!

  /// `code` and `text` as FoundationNetworking reports them.
  static func libcurlError(_ code: Int, _ text: String) -> URLError {
    URLError(
      _nsError: NSError(
        domain: NSURLErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: text]))
  }

  @Test(arguments: [
    (-1002, "Received HTTP/0.9 when not allowed", "it has no status line (an HTTP/0.9 reply)"),
    (
      -1, "Illegal or missing hexadecimal sequence in chunked-encoding",
      "its chunked body is malformed"
    ),
    (-1, "Malformed encoding found in chunked-encoding", "its chunked body is malformed"),
    (-1, "Out of memory", "its headers are larger than the client reads"),
    (
      -1, "Too large response headers: 307205 > 307200",
      "its headers are larger than the client reads"
    ),
  ])
  func anAnswerThatIsNotHTTPIsNamedAsSuch(code: Int, text: String, reason: String) {
    let failure = HTTPClient.Failure(loading: Self.libcurlError(code, text), url: Self.url)

    #expect(failure == .malformedResponse(Self.url, reason: reason))
    #expect(failure.description == "The answer from 127.0.0.1:8080 is not valid HTTP: \(reason)")
    #expect(!RetryPolicy.standard.isRetryable(failure))
  }

  @Test func aRefusedConnectionIsStillUnreachable() {
    let failure = HTTPClient.Failure(loading: URLError(.cannotConnectToHost), url: Self.url)

    #expect(failure == .unreachable(Self.url, reason: "connection refused"))
  }
}
