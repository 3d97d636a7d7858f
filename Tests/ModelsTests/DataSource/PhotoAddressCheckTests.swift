import Foundation
import Models
import Testing

/// Whatever the address, what a decoded photo keeps must be exactly what parsing gave, and an
/// address that does not parse is refused.
@Suite("Photo address check", .timeLimit(.minutes(10)))
struct PhotoAddressCheckTests {
  static let starts = ["http://", "https://", "HTTP://", "http:/", "ftp://", "https//", "http:://"]
  static let hostPieces = [
    "a", "z", "0", "9", ".", "-", "_", "A", "~", "%", "%41", "é", ":80", "@",
  ]
  static let pathPieces = [
    "a", "Z", "0", "-", ".", "..", "_", "~", "%20", "%zz", "?q=1", "#f", ":", "@", " ", "é", "//",
    "[", "\\",
  ]

  @Test(arguments: 1...20)
  func anAddressIsKeptAsParsingGivesItBack(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      let text = Self.address(&random)
      let wire = try JSONSerialization.data(withJSONObject: [
        "id": 1, "albumId": 2, "title": "t", "url": text, "thumbnailUrl": text,
      ])
      guard let parsed = URL(string: text) else {
        #expect(throws: DecodingError.self, "\(text)") {
          try JSONDecoder().decode(Photo.self, from: wire)
        }
        continue
      }
      let photo = try JSONDecoder().decode(Photo.self, from: wire)
      #expect(photo.url.absoluteString == parsed.absoluteString, "\(text)")
      #expect(photo.thumbnailURL.absoluteString == parsed.absoluteString, "\(text)")
      #expect(photo.url == parsed, "\(text)")
    }
  }

  @Test func thePlainAddressesOfAServerAreKeptAsSent() throws {
    for text in ["https://via.placeholder.com/600/92c952", "http://img-1.example.org/a/b_c~d.png"] {
      let wire = try JSONSerialization.data(withJSONObject: [
        "id": 1, "albumId": 2, "title": "t", "url": text, "thumbnailUrl": text,
      ])
      let photo = try JSONDecoder().decode(Photo.self, from: wire)
      #expect(photo.url.absoluteString == text)
      #expect(photo.url == URL(string: text))
    }
  }

  /// A random address: a start, a host and a path, each of pieces that parse or not.
  static func address(_ random: inout SeededGenerator) -> String {
    let start = starts.randomElement(using: &random)!
    let host = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      hostPieces.randomElement(using: &random)!
    }
    let segments = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      "/"
        + (0..<Int.random(in: 0...3, using: &random)).map { _ in
          pathPieces.randomElement(using: &random)!
        }.joined()
    }
    return start + host.joined() + segments.joined()
  }
}
