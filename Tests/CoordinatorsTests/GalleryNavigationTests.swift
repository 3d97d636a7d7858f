import Composition
import Coordinators
import Models
import TestSupport
import Testing
import ViewModels

/// The Gallery's navigation with no front end at all: intents called by id, as a SwiftUI or
/// UIKit screen would call them, and the coordinator's route stack answering.
@MainActor
@Suite("Gallery navigation", .timeLimit(.minutes(10)))
struct GalleryNavigationTests {
  let service = FakePhotoService()

  func started() async -> GalleryCoordinator {
    service.enqueue(.photos(Photo.samples(count: 30)))
    let coordinator = GalleryApp.makeCoordinator(service: service)
    await coordinator.start()
    return coordinator
  }

  @Test func openingAPhotoPushesItsDetailAndBackPopsIt() async throws {
    let coordinator = await started()

    // When the list is asked to open photo 3, the coordinator pushes its detail
    let work = try coordinator.opening { () throws(PhotoListError) in
      try coordinator.list.open(3)
    }
    await work?.value
    guard case .detail(let detail) = coordinator.route else {
      Issue.record("expected the detail in front, got \(coordinator.route)")
      return
    }
    #expect(detail.state == .loaded(Photo.sample(id: 3)))
    #expect(coordinator.openScreens.count == 2)

    // And back takes it off again, leaving the list at the bottom
    coordinator.back()
    #expect(coordinator.stack.isEmpty)
    #expect(coordinator.openScreens == [ObjectIdentifier(coordinator.list)])
  }

  @Test func backAtTheBottomChangesNothing() async {
    let coordinator = await started()

    coordinator.back()

    #expect(coordinator.stack.isEmpty)
    #expect(!coordinator.isFinished)
  }

  @Test func anAlbumOpensAListOfItsPhotosThatLoads() async throws {
    let coordinator = await started()
    service.enqueue(.albums([Album(id: 2, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await coordinator.showAlbums()?.value
    guard case .albums(let albums) = coordinator.route else {
      Issue.record("expected the albums in front, got \(coordinator.route)")
      return
    }

    // When album 2 is opened, a photo list of that album is pushed and its load started
    service.enqueue(.photos(Photo.samples(count: 30)))
    let load = try coordinator.opening { () throws(AlbumsError) in try albums.open(2) }
    await load?.value

    guard case .list(let photos) = coordinator.route else {
      Issue.record("expected the album's photos in front, got \(coordinator.route)")
      return
    }
    #expect(photos.query.albumFilter == .album(2))
    #expect(coordinator.stack.count == 2)
  }

  @Test func aRefusedIntentOpensNothing() async {
    let coordinator = await started()

    #expect(throws: PhotoListError.noSuchPhoto(999)) {
      try coordinator.opening { () throws(PhotoListError) in try coordinator.list.open(999) }
    }
    #expect(coordinator.stack.isEmpty)
  }

  @Test func postingVideosWithoutFlowsSaysSo() async {
    let coordinator = await started()

    #expect(coordinator.openVideoPost(.file("clip.mp4")) == nil)

    #expect(coordinator.message == .error("This Gallery was started without video posting."))
    #expect(coordinator.stack.isEmpty)
  }

  @Test func quitFinishes() async {
    let coordinator = await started()

    coordinator.quit()

    #expect(coordinator.isFinished)
  }
}
