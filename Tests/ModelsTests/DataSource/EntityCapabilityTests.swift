import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// The capability facts of the two list entities, and their stored form.
@Suite("Entity capabilities")
struct EntityCapabilityTests {
  @Test(arguments: [
    ("apple", SectionKey.text("A")), ("Émile", .text("E")), ("ßig", .text("S")), ("42", .text("#")),
    ("", .text("#")), ("  space", .text("#")),
  ])
  func aWordIsInTheSectionOfItsFirstLetter(text: String, key: SectionKey) {
    #expect(Word(id: 1, text: text).sectionKey == key)
  }

  @Test func aWordIsStoredWithoutItsFoldedText() throws {
    let word = Word(id: 7, text: "Crème")

    let json = String(decoding: try JSONEncoder().encode(word), as: UTF8.self)
    let decoded = try JSONDecoder().decode(Word.self, from: Data(json.utf8))

    #expect(!json.contains("folded"))
    #expect(decoded == word)
    #expect(decoded[keyPath: Word.searchKey] == FoldedText("creme"))
  }

  @Test func aPhotoIsSearchedByItsTitleFolded() throws {
    let json =
      #"{"id":3,"albumId":2,"title":"Ça Va","url":"https://x/1","thumbnailUrl":"https://x/2"}"#

    let photo = try JSONDecoder().decode(Photo.self, from: Data(json.utf8))

    #expect(photo[keyPath: Photo.searchKey] == FoldedText("ca va"))
    // The text read directly is the one the store reads through the key path, for any title
    for title in ["Ça Va", "e\u{301}cole", "\u{1100}\u{1161}", "東京 Río", "", "STRASSE"] {
      let titled = Photo(
        id: 1, albumID: 1, title: title, url: photo.url, thumbnailURL: photo.thumbnailURL)
      #expect(Photo.searchText(of: titled) == titled[keyPath: Photo.searchKey])
    }
    let word = Word(id: 1, text: "Crème")
    #expect(Word.searchText(of: word) == word[keyPath: Word.searchKey])
    #expect(
      photo
        == Photo(
          id: 3, albumID: 2, title: "Ça Va", url: URL(string: "https://x/1")!,
          thumbnailURL: URL(string: "https://x/2")!))
    #expect(!String(decoding: try JSONEncoder().encode(photo), as: UTF8.self).contains("folded"))
  }

  @Test func aPhotoBelongsToItsAlbum() throws {
    let predicate = Photo.predicate(belongingTo: 4)

    #expect(try predicate.evaluate(Photo.sample(id: 1, albumID: 4)))
    #expect(try !predicate.evaluate(Photo.sample(id: 1, albumID: 5)))
  }
}
