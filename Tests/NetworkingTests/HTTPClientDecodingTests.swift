import Foundation
import HTTPTransport
import Models
import Networking
import Testing

@Suite struct HTTPClientDecodingTests {
  @Test func decodesTheBodyIntoTheRequestsResponseType() async throws {
    // Given a server returning photos in the jsonplaceholder shape
    let stub = StubServer(
      json: """
        [{"id": 1, "albumId": 2, "title": "sunset", "url": "https://img.test/600/1",
          "thumbnailUrl": "https://img.test/150/1"}]
        """)
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When the photos are requested
    let photos = try await client.send(Request<[Photo]>(path: "/photos"))

    // Then they decode with the kit's names
    #expect(photos.count == 1)
    #expect(photos.first?.albumID == 2)
    #expect(photos.first?.thumbnailURL == URL(string: "https://img.test/150/1"))
  }

  static let photo = #""id": 1, "albumId": 1, "title": "t", "url": "https://img.test/1""#

  /// Bodies that do not fit `[Photo]`, and where and why each one fails.
  static let misfits: [(body: String, path: String, reason: String)] = [
    (
      #"[{\#(photo), "thumbnailUrl": "https://img.test/t"}, {"id": 2, "albumId": "one"}]"#,
      "[1].albumId", "expected a number"
    ),
    (#"[{\#(photo)}]"#, "[0].thumbnailUrl", "missing"),
    (#"[{"id": null}]"#, "[0].id", "expected a number, found null"),
    (#"[{"id": 1, "albumId": 1, "title": "t", "url": ""}]"#, "[0].url", "invalid URL string"),
    (#"{"photos": []}"#, "", "expected a list"),
    (#"[{"id": 1,"#, "", "the given data was not valid JSON"),
    // Valid JSON with a number no Int holds: on Linux JSONDecoder calls it invalid JSON
    (
      #"[{\#(photo), "thumbnailUrl": "https://img.test/t"}, {"id": 1e23}]"#, "[1].id",
      "the number 1e+23 does not fit a whole number"
    ),
    (
      #"[{"albumId": 1, "id": 99999999999999999999}]"#, "[0].id",
      "the number 99999999999999999999 does not fit a whole number"
    ),
    (#"[{"id": 1.5}]"#, "[0].id", "the number 1.5 does not fit a whole number"),
  ]

  @Test(arguments: misfits)
  func undecodableBodyNamesTheFailingField(body: String, path: String, reason: String) async {
    // Given a server whose body does not fit the expected type
    let stub = StubServer(json: body)
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When the photos are requested, then the failure locates the value and says why
    await #expect(throws: HTTPClient.Failure.undecodable(path: path, reason: reason)) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
  }

  @Test func anEmptyBodyIsUndecodableButFineAsRawData() async throws {
    // Given a server answering 200 with no body
    let stub = StubServer(json: "")
    let client = stub.makeClient()
    defer { client.shutdown() }

    // When JSON is expected, then the failure says the body is empty
    await #expect(throws: HTTPClient.Failure.undecodable(path: "", reason: "the body is empty")) {
      try await client.send(Request<[Album]>(path: "/albums"))
    }
    // And when raw data is asked for, then the empty body is the answer
    #expect(try await client.data(for: Request<Data>(path: "/albums")).isEmpty)
  }

  @Test func theDescriptionNamesTheFieldForAPerson() {
    // Given an undecodable failure, then its text reads as one line for a person
    let failure = HTTPClient.Failure.undecodable(path: "[0].albumId", reason: "expected a number")
    #expect(
      failure.localizedDescription
        == "The response could not be read: [0].albumId: expected a number")
  }
}
