import Foundation
import HTTPTransport
import Networking
import Testing

@Suite struct HTTPClientRequestBuildingTests {
  @Test func sendsMethodPathQueryHeadersAndBody() async throws {
    // Given a client under a base path, with a header of its own
    let stub = StubServer(json: "{}")
    let client = stub.makeClient(path: "/api", headers: ["X-Client": "slim"])
    defer { client.shutdown() }
    let request = Request<Data>(
      method: .post, path: "/photos",
      query: [URLQueryItem(name: "albumId", value: "3"), URLQueryItem(name: "q", value: "a b")],
      headers: ["Content-Type": "application/json"], body: Data(#"{"title":"sunset"}"#.utf8))

    // When it sends a request
    _ = try await client.data(for: request)

    // Then the server sees every part of it
    let received = try #require(stub.requests.first)
    #expect(received.method == "POST")
    #expect(received.url.path() == "/api/photos")
    #expect(received.url.query() == "albumId=3&q=a%20b")
    #expect(received.headers["X-Client"] == "slim")
    #expect(received.headers["Content-Type"] == "application/json")
    #expect(received.headers["Accept"] == "application/json")
    #expect(received.body == Data(#"{"title":"sunset"}"#.utf8))
  }

  @Test func requestHeadersOverrideClientHeadersWhateverTheirSpelling() async throws {
    // Given a client that overrides the default Accept, and a request that overrides the client
    let stub = StubServer(json: "{}")
    let client = stub.makeClient(headers: ["accept": "text/plain", "X-Trace": "client"])
    defer { client.shutdown() }
    let request = Request<Data>(path: "/albums", headers: ["x-trace": "request"])

    // When it is sent
    _ = try await client.data(for: request)

    // Then the last layer wins, one value per header
    let headers = try #require(stub.requests.first).headers
    let value = { (name: String) in
      headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
    #expect(value("Accept") == "text/plain")
    #expect(value("X-Trace") == "request")
  }

  @Test(arguments: ["albums", "/albums"])
  func pathsJoinTheBaseURLWithOrWithoutALeadingSlash(path: String) async throws {
    // Given a client under a base path
    let stub = StubServer(json: "[]")
    let client = stub.makeClient(path: "/v1")
    defer { client.shutdown() }

    // When a path is sent
    _ = try await client.data(for: Request<Data>(path: path))

    // Then it lands under the base path
    #expect(try #require(stub.requests.first).url.path() == "/v1/albums")
  }

  @Test(arguments: ["ftp://example.com", "file:///tmp/photos", "example.com/photos"])
  func onlyHTTPAndHTTPSBaseURLsAreAccepted(baseURL: String) throws {
    // Given a base URL that is not http or https
    let url = try #require(URL(string: baseURL))

    // When a client is created for it, then it is refused with the reason
    #expect(
      throws: HTTPClient.Failure.invalidURL(
        url.absoluteString,
        reason: "only http and https URLs are supported")
    ) {
      try HTTPClient(baseURL: url)
    }
  }
}
