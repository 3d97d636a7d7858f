import Coordinators
import Models
import TestSupport
import Testing
import ViewModels

/// Coordinators hand out closures (`onNavigate`, observation callbacks) and start tasks that
/// capture them; none of that may keep one alive once its screens have closed and the work
/// they started has ended.
@MainActor
@Suite("Coordinator leaks", .timeLimit(.minutes(10)))
struct CoordinatorLeakTests {
  @Test func theGalleryCoordinatorIsReleasedOnceItsScreensCloseAndTheirWorkEnds() async {
    weak var released: GalleryCoordinator?
    weak var albumsScreen: AlbumsViewModel?
    do {
      // Given a Gallery with thumbnails (so the list's window is observed), a detail opened
      // and closed, and an album's photos opened from the albums and closed
      let service = FakePhotoService()
      service.enqueue(.photos(Photo.samples(count: 30)))
      let coordinator = GalleryApp.makeCoordinator(
        service: service, thumbnails: FakeThumbnailService())
      released = coordinator
      await coordinator.start()
      await coordinator.send("open 2")?.value
      await coordinator.send("back")?.value
      service.enqueue(.albums([Album(id: 1, userID: 1, title: "Beach")]))
      service.enqueue(.users([]))
      service.enqueue(.photos(Photo.samples(count: 30)))
      await coordinator.send("albums")?.value
      if case .albums(let albums) = coordinator.route { albumsScreen = albums }
      service.enqueue(.photos(Photo.samples(count: 30)))
      await coordinator.send("open 1")?.value
      await coordinator.send("back")?.value
      await coordinator.send("back")?.value
      await coordinator.send("quit")?.value
      #expect(albumsScreen == nil, "the albums screen outlived its closing")
    }

    // Then nothing holds the coordinator once the last reference to it is gone
    #expect(released == nil)
  }

  @Test func theWordListCoordinatorIsReleasedOnceItsWorkEnds() async throws {
    weak var released: WordListCoordinator?
    do {
      let coordinator = WordListCoordinator(
        list: try WordListViewModel(store: InMemoryStore(WordListApp.samples)))
      released = coordinator
      await coordinator.send("add Açaí")?.value
      await coordinator.send("churn 12")?.value
      await coordinator.send("quit")?.value
    }

    #expect(released == nil)
  }
}
