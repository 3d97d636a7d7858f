import DataEngine
import Foundation
import Models
import Testing

/// What a photo reads and writes must stay what it was, so stored files, database rows and
/// transcripts of earlier versions still read.
@Suite("Photo wire form", .timeLimit(.minutes(10)))
struct PhotoWireFormTests {
  /// An address as sent, and as a `URL` field wrote it back.
  static let addresses: [(sent: String, written: String)] = [
    ("https://via.placeholder.com/600/92c952", "https://via.placeholder.com/600/92c952"),
    ("https://x/a b", "https://x/a%20b"),
    ("https://x/ü?q=ä#f", "https://x/%C3%BC?q=%C3%A4#f"),
    ("https://x/%zz", "https://x/%25zz"),
    ("HTTPS://X/Y", "HTTPS://X/Y"),
    ("http://[::1]:80/x", "http://[::1]:80/x"),
    ("foo", "foo"),
    ("//x/y", "//x/y"),
  ]

  @Test(arguments: addresses)
  func aPhotoIsWrittenAsWhenItsAddressesWereURLs(sent: String, written: String) throws {
    let wire = try Self.wire(url: sent, thumbnail: sent)

    let photo = try JSONDecoder().decode(Photo.self, from: wire)
    let json = String(decoding: try Self.storeEncoder.encode(photo), as: UTF8.self)

    #expect(
      json == #"{"albumId":2,"id":1,"thumbnailUrl":"\#(written)","title":"t","url":"\#(written)"}"#)
    #expect(try JSONDecoder().decode(Photo.self, from: Data(json.utf8)) == photo)
    #expect(photo.url == URL(string: sent))
    #expect(photo.thumbnailURL == URL(string: sent))
  }

  @Test func aPhotoMadeFromURLsEqualsTheSamePhotoDecoded() throws {
    let url = try #require(URL(string: "https://x/a b"))
    let made = Photo(id: 1, albumID: 2, title: "t", url: url, thumbnailURL: url)

    let decoded = try JSONDecoder().decode(
      Photo.self, from: try Self.wire(url: "https://x/a%20b", thumbnail: "https://x/a b"))

    #expect(made == decoded)
    #expect(made.hashValue == decoded.hashValue)
    #expect(made.url.absoluteString == "https://x/a%20b")
  }

  /// Pairs of addresses sharing all, some or none of their start, in ASCII and beyond it.
  static let pairs: [(String, String)] = [
    ("https://img.test/600/92c952", "https://img.test/150/92c952"),
    ("https://img.test/1", "https://img.test/1"),
    ("https://img.test/1", "https://img.test/10"),
    ("https://img.test/10", "https://img.test/1"),
    ("https://a.test/x", "ftp://b.test/y"),
    ("https://ü.test/é", "https://ü.test/è"),
    ("https://x/\u{1F600}", "https://x/\u{1F601}"),
  ]

  @Test(arguments: pairs)
  func bothAddressesReadBackAsGivenAndCompareAsAPair(first: String, second: String) throws {
    let photo = try JSONDecoder().decode(
      Photo.self, from: try Self.wire(url: first, thumbnail: second))
    let url = try #require(URL(string: first)).absoluteString
    let thumbnail = try #require(URL(string: second)).absoluteString

    #expect(photo.url.absoluteString == url)
    #expect(photo.thumbnailURL.absoluteString == thumbnail)
    let swapped = try JSONDecoder().decode(
      Photo.self, from: try Self.wire(url: second, thumbnail: first))
    #expect((photo == swapped) == (url == thumbnail))
  }

  @Test(arguments: ["", " https://x"])
  func anAddressThatIsNoURLIsRefusedAtItsField(address: String) throws {
    let wire = try Self.wire(url: "https://x/1", thumbnail: address)

    #expect {
      try JSONDecoder().decode(Photo.self, from: wire)
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["thumbnailUrl"]
        && context.debugDescription == "Invalid URL string."
    }
  }

  /// A list keeps each photo's folded title beside it; a title folding leaves alone costs no copy.
  @Test func aTitleThatFoldingLeavesAloneIsHeldOnce() throws {
    let title = String(repeating: "accusamus beatae ad facilis cum similique ", count: 2)
    let photo = try JSONDecoder().decode(
      Photo.self, from: try Self.wire(url: "https://x/1", thumbnail: "https://x/2", title: title))
    let folded = photo[keyPath: Photo.searchKey]

    #expect(folded.value == photo.title)
    #expect(Self.storage(folded.value) == Self.storage(photo.title))
    #expect(Self.storage(photo.title) != nil)
    #expect(FoldedText("Ça Va Bien, Très Bien").value == "ca va bien, tres bien")
  }

  /// The encoder the file and SQLite stores write with.
  private static var storeEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Where a native string's bytes are: two strings at one address share one buffer.
  private static func storage(_ text: String) -> UnsafeRawPointer? {
    text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }

  private static func wire(url: String, thumbnail: String, title: String = "t") throws -> Data {
    let fields: [String: Any] = [
      "id": 1, "albumId": 2, "title": title, "url": url, "thumbnailUrl": thumbnail,
    ]
    return try JSONSerialization.data(withJSONObject: fields)
  }
}
