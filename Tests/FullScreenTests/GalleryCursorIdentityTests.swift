import Coordinators
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@testable import FullScreen

// The cursor holds the id of the photo it is on, not a row number: it stays on that photo
// through a search that keeps it, a sort or a refresh that moves it, and a resize; Enter then
// opens that photo. A screen's cursor goes away with the screen.
extension GalleryKeysTests {
  /// The id of the photo under the cursor.
  func photoUnderCursor(_ keys: GalleryKeys) -> Int? {
    guard let rows = keys.lines.rowsInFront, let row = keys.cursorRow else { return nil }
    return rows.id(ofRow: row)?.as(Photo.ID.self)
  }

  @Test func theCursorStaysOnItsPhotoThroughASearchThatKeepsIt() async {
    // Given the cursor on photo 12 ("photo 12")
    let keys = await startedKeys()
    await press(keys, Array(repeating: .down, count: 11))
    #expect(photoUnderCursor(keys) == 12)

    // When a search keeps it but removes the rows before it
    await type(keys, "/photo 1")
    _ = keys.frame(on: screen)

    // Then the cursor is still on photo 12, now row 4 (photo 1, 10, 11, 12, ...)
    #expect(photoUnderCursor(keys) == 12)
    #expect(keys.cursorRow == 4)
  }

  @Test func theCursorFollowsItsPhotoThroughASortThatMovesIt() async {
    let keys = await startedKeys()
    await press(keys, [.down, .down])  // photo 3

    await type(keys, "s")  // by id, descending
    let frame = keys.frame(on: screen).plainText

    #expect(photoUnderCursor(keys) == 3)
    #expect(keys.cursorRow == 28)
    // The list scrolled to show it, marked.
    #expect(frame.split(separator: "\n").contains { $0.hasPrefix("▸") && $0.contains("28") })
  }

  @Test func theCursorFollowsItsPhotoThroughARefreshThatMovesIt() async {
    // Given the cursor on photo 5 of 30
    let keys = await startedKeys()
    await press(keys, Array(repeating: .down, count: 4))

    // When a refresh brings two new photos before it
    let newer = [Photo.sample(id: 0, albumID: 1), Photo.sample(id: -1, albumID: 1)]
    service.enqueue(.photos(newer + Photo.samples(count: 30)))
    await type(keys, "r")
    _ = keys.frame(on: screen)

    // Then the cursor is on photo 5 still, two rows lower
    #expect(photoUnderCursor(keys) == 5)
    #expect(keys.cursorRow == 7)
  }

  @Test func theCursorStaysOnItsPhotoThroughAResize() async {
    let keys = await startedKeys()
    await press(keys, Array(repeating: .down, count: 20))  // photo 21

    keys.fit(toHeight: 8)
    let frame = keys.frame(on: Screen(width: 80, height: 8)).plainText

    #expect(photoUnderCursor(keys) == 21)
    #expect(frame.split(separator: "\n").contains { $0.hasPrefix("▸") && $0.contains("21") })
  }

  @Test func enterOpensThePhotoUnderTheCursorAfterASort() async {
    let keys = await startedKeys()
    await press(keys, [.down])  // photo 2
    await type(keys, "s")

    await press(keys, [.enter])

    #expect(openedPhoto(keys)?.id == 2)
  }

  @Test func aScreensCursorGoesAwayWithTheScreen() async {
    // Given a cursor moved on the albums screen
    let keys = await startedKeys()
    service.enqueue(
      .albums([Album(id: 1, userID: 1, title: "One"), Album(id: 2, userID: 1, title: "Two")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await type(keys, "a")
    await press(keys, [.down])
    let albums = keys.lines.rowsInFront?.screen

    // When the albums close, and open again as a new screen
    await press(keys, [.escape])

    // Then no cursor is kept for the closed screen
    #expect(albums.map { !keys.keptCursors.contains($0) } == true)
  }
}
