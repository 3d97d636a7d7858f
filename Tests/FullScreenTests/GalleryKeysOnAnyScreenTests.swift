import Models
import Testing
import ViewModels

@testable import FullScreen

// Nothing in the full screen names the albums screen (`GalleryKeys` is `DeclaredKeys` over the
// Gallery's lines): its cursor comes from the rows the coordinator reports (`rowsInFront`), its
// Enter, keys and hints from its declaration beside its commands (`keysInFront`). What the
// albums get here, a screen added later gets with no edit in the front end.
extension GalleryKeysTests {
  /// The keys with twenty albums in front ("Album 01" to "Album 20", sorted in that order),
  /// more than one page holds.
  func keysOnTwentyAlbums() async -> GalleryKeys {
    let keys = await startedKeys()
    service.enqueue(
      .albums((1...20).map { Album(id: $0, userID: 1, title: "Album \($0 < 10 ? "0" : "")\($0)") })
    )
    // The albums count the photos the list loaded into the store: they ask for none.
    service.enqueue(.users([User(id: 1, name: "Zoë", username: "zoe", email: "z@slim.example")]))
    await type(keys, "a")
    return keys
  }

  @Test func aScreenTheKeysDoNotNameGetsTheCursorAndEnterFromItsDeclaration() async {
    let keys = await keysOnTwentyAlbums()

    await press(keys, [.end])
    let marked = keys.frame(on: screen).plainText.split(separator: "\n").filter {
      $0.hasPrefix("▸")
    }
    service.enqueue(.photos(Photo.samples(count: 30)))
    await press(keys, [.enter])

    #expect(marked.count == 1 && marked.first?.contains("Album 20") == true)
    guard case .list(let photos) = keys.coordinator.front else {
      Issue.record("expected album 20's photos in front, got \(keys.coordinator.front)")
      return
    }
    #expect(photos.query.albumFilter == .album(20))
  }

  @Test func aScreenTheKeysDoNotNameShowsItsOwnHintsAndKeysButNotTheListsOwn() async {
    let keys = await keysOnTwentyAlbums()

    let hints = keys.frame(on: screen).plainText.split(separator: "\n").last ?? ""
    await type(keys, "/")
    let afterSlash = keys.mode
    await type(keys, "?")
    let overlay = keys.frame(on: screen).plainText

    #expect(hints.contains("Enter open"))
    #expect(afterSlash == .browsing)
    #expect(overlay.contains("Move the cursor to the first or last row."))
    #expect(overlay.contains("Show the photos of the album under the cursor."))
    #expect(overlay.contains("Leave the Gallery."))
    #expect(!overlay.contains("Search as you type"))
  }
}
