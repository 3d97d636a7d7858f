import Composition
import Coordinators
import LineFrontEnd
import Models
import TestSupport
import Testing
import ViewModels
import Views

/// A screen that `back` closes stops the work it started: nobody waits for an answer nobody
/// will see.
@MainActor
@Suite("Gallery screens stop their work when closed", .timeLimit(.minutes(10)))
struct GalleryClosingTests {
  let clock = TestClock()

  @Test func goingBackFromAnAlbumsPhotoListStopsItsLoad() async {
    // Given the albums over the Gallery's list
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photos(Photo.samples(count: 30)))
    let lines = GalleryLines(
      coordinator: GalleryApp.makeCoordinator(service: service, clock: clock))
    lines.fit(toHeight: 12)
    await lines.start()
    service.enqueue(.albums([Album(id: 1, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    await lines.send("albums")?.value

    // And an album's photo list whose load is still on its way
    service.enqueue(.photos(Photo.samples(count: 30)), after: .seconds(5))
    let opening = lines.send("open 1")
    await clock.waitForSleepers(1)
    guard case .list(let photos) = lines.coordinator.front else {
      Issue.record("expected the album's photo list in front, got \(lines.coordinator.front)")
      return
    }
    #expect(photos.query.albumFilter == .album(1))

    // When the person goes back
    await lines.send("back")?.value
    await opening?.value

    // Then its load was cancelled, not left running for a list nobody sees (an album's list
    // asks for its album's photos only; the Gallery's own load had long finished)
    #expect(service.cancelledCalls == ["photos(albumID: 1)"])
    guard case .albums = lines.coordinator.front else {
      Issue.record("back should return to the albums, got \(lines.coordinator.front)")
      return
    }
  }
}
