import Composition
import Coordinators
import Models
import TestSupport
import Testing
import ViewModels

/// The prefetcher follows the photo list's thumbnail window by itself: a SwiftUI port that only
/// reports the rows it shows gets the thumbnails warmed, with no front end forwarding a window.
@MainActor
@Suite("Prefetching follows the list", .timeLimit(.minutes(10)))
struct PrefetchFollowsTheListTests {
  @Test func theWindowTheListAsksForIsPrefetchedWithNoFrontEnd() async throws {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 30)))
    let thumbnails = FakeThumbnailService()
    let coordinator = GalleryApp.makeCoordinator(service: service, thumbnails: thumbnails)
    await coordinator.start()
    let prefetcher = try #require(coordinator.prefetcher)

    // When a screen reports rows 1 to 3 visible, as a List's onAppear would
    coordinator.list.visibleRowsChanged(ids: [1, 2, 3])

    // Then the prefetcher holds the list's window at once, and warms it
    #expect(coordinator.list.thumbnailWindow != .empty)
    #expect(prefetcher.window == coordinator.list.thumbnailWindow)
    await prefetcher.show(prefetcher.window).value
    #expect(thumbnails.calls.first?.hasPrefix("prefetch([1, 2, 3") == true)
  }
}
