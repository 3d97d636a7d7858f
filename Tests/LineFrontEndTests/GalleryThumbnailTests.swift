import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Thumbnails in the Gallery: a detail loads its own before a script draws it and stops when it
/// is left, and the list keeps its visible rows and next page warm as it pages.
@MainActor
@Suite("Gallery thumbnails", .timeLimit(.minutes(10)))
struct GalleryThumbnailTests {
  let clock = TestClock()
  let service = FakePhotoService()
  let thumbnails: FakeThumbnailService
  let prefetcher: ThumbnailPrefetcher
  let screen = Screen(width: 80, height: 12)  // 7 rows to a page

  init() {
    thumbnails = FakeThumbnailService(clock: clock)
    prefetcher = ThumbnailPrefetcher(service: thumbnails)
  }

  private func startedCoordinator() async -> GalleryLines {
    service.enqueue(.photos(Photo.samples(count: 30)))
    let screens = GalleryScreens(
      makeDetail: { photo in
        PhotoDetailViewModel(photo: photo, service: self.service, thumbnails: self.thumbnails)
      },
      makeList: { query in PhotoListViewModel(service: self.service, query: query) },
      makeAlbums: { AlbumsViewModel(service: self.service) },
      makePeople: { PeopleViewModel(service: self.service) },
      makeUser: { UserViewModel(userID: $0, service: self.service) }, photoWithID: { _ in nil })
    let coordinator = GalleryCoordinator(
      list: PhotoListViewModel(service: service), screens: screens, prefetcher: prefetcher)
    let lines = GalleryLines(coordinator: coordinator)
    lines.fit(toHeight: screen.height)
    await lines.start()
    return lines
  }

  private func ids(_ window: ThumbnailWindow) -> [Int] { window.photos.map(\.id) }

  @Test func openingAPhotoLoadsItsThumbnailBeforeTheScriptDrawsIt() async {
    // Given a white thumbnail for the photo about to be opened
    let white = PixelImage(width: 8, height: 8, filledWith: .init(red: 255, green: 255, blue: 255))
    thumbnails.enqueue(.image(white))
    let lines = await startedCoordinator()

    // When it is opened, and the work the command started has settled
    await lines.send("open 3")?.value

    // Then the detail's frame shows the picture
    guard case .detail(let detail) = lines.coordinator.front else {
      Issue.record("expected the detail in front, got \(lines.coordinator.front)")
      return
    }
    #expect(detail.thumbnail == .loaded(white))
    let frame = lines.frame(on: Screen(width: 80, height: 24)).plainText
    #expect(frame.contains("\n  @@@@@@@@\n  @@@@@@@@\n  @@@@@@@@\n  @@@@@@@@\n"))
  }

  @Test func goingBackCancelsTheDetailsThumbnail() async {
    // Given a detail whose thumbnail is still on its way
    thumbnails.enqueue(.image(.sample), after: .seconds(5))
    let lines = await startedCoordinator()
    let opening = lines.send("open 3")
    await clock.waitForSleepers(1)
    guard case .detail(let detail) = lines.coordinator.front else {
      Issue.record("expected the detail in front, got \(lines.coordinator.front)")
      return
    }
    #expect(detail.thumbnail == .loading)

    // When the person goes back
    await lines.send("back")?.value
    await opening?.value

    // Then the load was cancelled, not left running for a screen nobody sees
    #expect(thumbnails.cancelledRequests == [3])
    #expect(detail.thumbnail == .none)
    #expect(lines.coordinator.path.isEmpty)
  }

  @Test func theListKeepsItsVisibleRowsAndNextPageWarmAsItPages() async throws {
    // Given the first page on screen: rows 1–7 visible, 8–14 next
    let lines = await startedCoordinator()
    await waitUntil { self.ids(self.prefetcher.window) == Array(1...14) }

    // When the list pages forward
    await lines.send("next")?.value
    await waitUntil { self.ids(self.prefetcher.window) == Array(8...21) }

    // Then the service was asked for the new page only, and the page that left was withdrawn
    await prefetcher.show(prefetcher.window).value  // every earlier call has been made
    #expect(
      thumbnails.calls == [
        "prefetch(\(Array(1...14)))", "cancelPrefetch(\(Array(1...7)))",
        "prefetch(\(Array(15...21)))",
      ])
  }

  @Test func aSearchMovesTheWindowToWhatItFound() async {
    let lines = await startedCoordinator()
    await waitUntil { self.ids(self.prefetcher.window) == Array(1...14) }

    await lines.send("search photo 2")?.value

    // "photo 2" and "photo 20"–"photo 29", on one page and a bit
    await waitUntil { self.ids(self.prefetcher.window) == [2] + Array(20...29) }
  }
}
