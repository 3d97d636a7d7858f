import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// A long list is decoded a run of elements at a time; it must give exactly what decoding it
/// whole gives, and a body that does not decode must fail with the same words.
@Suite("JSON array runs", .timeLimit(.minutes(10)))
struct JSONArrayRunsTests {
  struct Item: Codable, Equatable {
    let id: Int
    let text: String
    let tags: [String]
    let nested: [String: [Int]]
  }

  /// Text that a naive split would cut in the wrong place: brackets, commas, quotes, escapes.
  static let awkward = [
    "plain", "a, b", "[x]", "{y}", #"say "hi""#, #"back\slash"#, "\\\"", "ü東😀", "\n\t", "",
  ]

  static func items(_ count: Int) -> [Item] {
    (0..<count).map { index in
      Item(
        id: index, text: awkward[index % awkward.count],
        tags: Array(awkward.prefix(index % 4)), nested: ["k,]": [index, -index], "": []])
    }
  }

  @Test(arguments: [1, 2, 3, 7, 1_000])
  func runsDecodeToWhatTheWholeBodyDecodesTo(runLength: Int) throws {
    for count in [0, 1, 2, 6, 7, 8, 50] {
      let body = try JSONEncoder().encode(Self.items(count))
      let spaced = Data(
        String(decoding: body, as: UTF8.self).replacingOccurrences(
          of: ",\"id\"", with: ", \n\"id\""
        )
        .utf8)

      for data in [body, spaced, Data(" \n".utf8) + body + Data("\n ".utf8)] {
        let decoded = [Item].decodedInRuns(from: data, runLength: runLength)
        #expect(decoded == Self.items(count), "\(count) items in runs of \(runLength)")
      }
    }
  }

  @Test func theRunsSplitBetweenElementsOnly() throws {
    let body = try JSONEncoder().encode(Self.items(5))
    let runs = try #require(body.withUnsafeBytes { JSONArrayRuns($0, runLength: 2) })

    #expect(runs.count == 5)
    let texts = runs.runs.map { String(decoding: body[$0], as: UTF8.self) }
    #expect(
      try texts.map { try JSONDecoder().decode([Item].self, from: Data("[\($0)]".utf8)) }
        .map(\.count) == [2, 2, 1])
  }

  @Test(arguments: [
    "", " ", "{}", "[", "[1,]", "[,1]", "[1 2]", "[1]]", "[[1]", "[1] x", "}", "[\"a]",
    "[{\"id\": 1}}]", "1",
  ])
  func aBodyTheScanCannotSplitOrARunThatFailsIsLeftToTheWholeDecode(body: String) {
    #expect([Int].decodedInRuns(from: Data(body.utf8), runLength: 1) == nil)
  }

  static func photoJSON(_ id: Int, albumID: String = "1") -> String {
    #"{"id": \#(id), "albumId": \#(albumID), "title": "photo \#(id), [ok]", "url": "#
      + #""https://img.test/600/\#(id)", "thumbnailUrl": "https://img.test/150/\#(id)"}"#
  }

  /// A body over the size that is decoded in runs: about 5 MB of photos.
  static func longBody(failingAt failing: Int? = nil) -> String {
    "["
      + (0..<40_000).map { photoJSON($0, albumID: $0 == failing ? #""one""# : "1") }
      .joined(separator: ",\n") + "]"
  }

  @Test func aLongBodyDecodesThroughTheClientAsAWholeOneWould() async throws {
    let body = Self.longBody()
    #expect(body.utf8.count > DecodedInRuns.minimumBodySize)
    let stub = StubServer(json: body)
    let client = stub.makeClient()
    defer { client.shutdown() }

    let photos = try await client.send(Request<[Photo]>(path: "/photos"))

    #expect(photos == (try JSONDecoder().decode([Photo].self, from: Data(body.utf8))))
    #expect(photos.map(\.id) == Array(0..<40_000))
  }

  @Test func aLongBodyThatFailsInALaterRunNamesTheFieldAsAWholeDecodeWould() async {
    let stub = StubServer(json: Self.longBody(failingAt: 25_001))
    let client = stub.makeClient()
    defer { client.shutdown() }

    await #expect(
      throws: HTTPClient.Failure.undecodable(path: "[25001].albumId", reason: "expected a number")
    ) {
      try await client.send(Request<[Photo]>(path: "/photos"))
    }
  }
}
