import Composition
import Coordinators
import DataEngine
import LineFrontEnd
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
    weak var releasedLines: GalleryLines?
    weak var albumsScreen: AlbumsViewModel?
    do {
      // Given a Gallery with thumbnails (so the list's window is observed), a detail opened
      // and closed, and an album's photos opened from the albums and closed
      let service = FakePhotoService()
      service.enqueue(.photos(Photo.samples(count: 30)))
      let coordinator = GalleryApp.makeCoordinator(
        service: service, thumbnails: FakeThumbnailService())
      let lines = GalleryLines(coordinator: coordinator)
      released = coordinator
      releasedLines = lines
      await lines.start()
      await lines.send("open 2")?.value
      await lines.send("back")?.value
      service.enqueue(.albums([Album(id: 1, userID: 1, title: "Beach")]))
      service.enqueue(.users([]))
      service.enqueue(.photos(Photo.samples(count: 30)))
      await lines.send("albums")?.value
      if case .albums(let albums) = coordinator.front { albumsScreen = albums }
      service.enqueue(.photos(Photo.samples(count: 30)))
      await lines.send("open 1")?.value
      await lines.send("back")?.value
      await lines.send("back")?.value
      await lines.send("quit")?.value
      #expect(albumsScreen == nil, "the albums screen outlived its closing")
    }

    // Then nothing holds the coordinator or its lines once the last reference to them is gone
    #expect(released == nil)
    #expect(releasedLines == nil)
  }

  @Test func theWordListCoordinatorIsReleasedOnceItsWorkEnds() async throws {
    weak var released: WordListCoordinator?
    do {
      let coordinator = WordListCoordinator(
        list: try WordListViewModel(store: InMemoryStore(WordListApp.samples)))
      let lines = WordListLines(coordinator: coordinator)
      released = coordinator
      await lines.send("add Açaí")?.value
      await lines.send("churn 12")?.value
      await lines.send("quit")?.value
    }

    #expect(released == nil)
  }
}
