import Foundation
import HTTPTransport
import Models
import Networking
import Testing

@Suite struct HTTPClientStatusTests {
  /// Error bodies, and the message a person should see for each.
  static let errorBodies: [(status: Int, body: String, message: String?)] = [
    (404, #"{"error": "no photo with id 7"}"#, "no photo with id 7"),
    (500, #"{"message": "database on fire"}"#, "database on fire"),
    (502, "<html>\n  <h1>Bad   gateway</h1>\n</html>\n", "<html> <h1>Bad gateway</h1> </html>"),
    (503, "", nil),
  ]

  @Test(arguments: errorBodies)
  func non2xxStatusCarriesTheServersMessage(status: Int, body: String, message: String?) async {
    // Given a server that refuses the request with an error body
    let stub = StubServer(status: status, json: body)
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When a photo is requested, then the failure has the status and the body's message
    await #expect(throws: HTTPClient.Failure.status(code: status, message: message)) {
      try await client.send(Request<Photo>(path: "/photos/7"))
    }
  }

  @Test func aLongBodyIsCutForTheMessage() async throws {
    // Given a server that answers 500 with a long text body
    let stub = StubServer(status: 500, json: String(repeating: "x", count: 500))
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When data is requested
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await client.data(for: Request<Data>(path: "/"))
    }

    // Then the message keeps the first 200 characters
    #expect(failure == .status(code: 500, message: String(repeating: "x", count: 200) + "…"))
  }

  @Test(arguments: [200, 201, 204, 299])
  func every2xxStatusIsASuccess(status: Int) async throws {
    // Given a server answering with a 2xx status
    let stub = StubServer(status: status, json: "")
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When data is requested, then no failure is thrown
    _ = try await client.data(for: Request<Data>(path: "/"))
  }

  @Test func theDescriptionReadsAsOneLine() {
    // Given status failures with and without a message, then each reads as one line
    #expect(
      HTTPClient.Failure.status(code: 500, message: "database on fire").description
        == "Server returned 500 Internal Server Error: database on fire")
    #expect(
      HTTPClient.Failure.status(code: 404, message: nil).localizedDescription
        == "Server returned 404 Not Found")
  }
}
