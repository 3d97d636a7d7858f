import DataEngine
import Foundation
import Models
import Testing

/// A photo is plain data: two photos are equal, and hash alike, exactly when every field is.
@Suite("Photo value", .timeLimit(.minutes(10)))
struct PhotoValueTests {
  static let base = Self.photo()

  /// Photos that differ from `base` in one field each.
  static let others: [(field: String, photo: Photo)] = [
    ("id", photo(id: 2)),
    ("albumID", photo(albumID: 3)),
    ("title", photo(title: "sunset over the bay.")),
    ("title's case", photo(title: "Sunset over the bay")),
    ("url", photo(url: "https://img.test/600/b")),
    ("thumbnailURL", photo(thumbnail: "https://img.test/150/b")),
    (
      "addresses swapped", photo(url: "https://img.test/150/a", thumbnail: "https://img.test/600/a")
    ),
  ]

  @Test(arguments: others)
  func aPhotoDifferingInOneFieldIsAnotherValue(field: String, other: Photo) {
    #expect(other != Self.base, "differs in \(field)")
    #expect(Set([Self.base, other]).count == 2)
  }

  @Test func photosMadeApartFromEqualFieldsAreOneValue() {
    let apart = Self.photo()
    let copy = apart

    #expect(apart == Self.base)
    #expect(apart.hashValue == Self.base.hashValue)
    #expect(Set([Self.base, apart, copy]).count == 1)
    #expect([1: Self.base] == [1: apart])
  }

  static let titles = [
    "", "sunset", "Sunset Over The Bay", "Ça va, très bien", "e\u{301}te\u{301}", "\u{1F600} Smile",
    String(repeating: "Long Title ", count: 40),
  ]

  /// A photo's title and addresses read back as given, before and after a round trip through
  /// its stored form, whatever the title and however much the addresses share.
  @Test(
    arguments: titles,
    [
      ("https://img.test/600/92c952", "https://img.test/150/92c952"),
      ("https://img.test/1", "https://img.test/1"),
      ("https://img.test/1", "https://img.test/10"),
      ("https://a.test/x", "ftp://b.test/y"),
      ("https://x/\u{1F600}", "https://x/\u{1F601}"),
    ])
  func itsTitleAndAddressesReadBackAsGiven(title: String, addresses: (String, String)) throws {
    let photo = Self.photo(title: title, url: addresses.0, thumbnail: addresses.1)
    let decoded = try JSONDecoder().decode(Photo.self, from: try JSONEncoder().encode(photo))

    for photo in [photo, decoded] {
      #expect(Array(photo.title.utf8) == Array(title.utf8))
      #expect(photo[keyPath: Photo.searchKey] == FoldedText(title))
      #expect(photo.url.absoluteString == URL(string: addresses.0)!.absoluteString)
      #expect(photo.thumbnailURL.absoluteString == URL(string: addresses.1)!.absoluteString)
    }
    #expect(decoded == photo)
  }

  private static func photo(
    id: Int = 1, albumID: Int = 2, title: String = "sunset over the bay",
    url: String = "https://img.test/600/a", thumbnail: String = "https://img.test/150/a"
  ) -> Photo {
    Photo(
      id: id, albumID: albumID, title: title, url: URL(string: url)!,
      thumbnailURL: URL(string: thumbnail)!)
  }
}
