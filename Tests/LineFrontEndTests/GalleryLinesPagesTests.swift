import Composition
import Coordinators
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@testable import LineFrontEnd

/// The line front end's pages are its own state, kept per open screen by identity: a screen
/// opened after the session fitted the screens gets a page of the fitted height, and a screen's
/// page goes when the screen closes.
@MainActor
@Suite("Gallery lines' pages", .timeLimit(.minutes(10)))
struct GalleryLinesPagesTests {
  let service = FakePhotoService()
  let screen = Screen(width: 80, height: 12)  // 7 rows to a page

  func started() async -> GalleryLines {
    service.enqueue(.photos(Photo.samples(count: 30)))
    let lines = GalleryLines(coordinator: GalleryApp.makeCoordinator(service: service))
    lines.fit(toHeight: screen.height)
    await lines.start()
    return lines
  }

  @Test func anAlbumsListOpenedLaterPagesAtTheFittedHeight() async {
    let lines = await started()
    service.enqueue(.albums([Album(id: 1, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await lines.send("albums")?.value
    service.enqueue(.photos(Photo.samples(count: 30)))

    // When an album's list opens after the screens were fitted
    await lines.send("open 1")?.value

    // Then its page holds as many rows as the fitted screen does, not the unfitted default
    #expect(lines.rowsInFront?.page.visibleRows == 1...7)
  }

  @Test func aScreensPageGoesWhenItCloses() async throws {
    let lines = await started()
    service.enqueue(.albums([Album(id: 1, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await lines.send("albums")?.value
    service.enqueue(.photos(Photo.samples(count: 30)))
    await lines.send("open 1")?.value
    await lines.send("next")?.value
    let album = try #require(lines.rowsInFront?.screen)
    #expect(lines.pagers[album] != nil)

    // When the album's list and then the albums close, one by Escape and one by `back`
    lines.back()
    #expect(lines.pagers[album] == nil)
    await lines.send("back")?.value

    // Then only the Gallery's own list keeps a page
    #expect(Set(lines.pagers.keys) == [ObjectIdentifier(lines.coordinator.list)])
  }
}
