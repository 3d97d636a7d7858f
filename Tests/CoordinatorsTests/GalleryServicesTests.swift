import Composition
import Coordinators
import Models
import TestSupport
import Testing
import ViewModels

/// The Gallery is made from one value holding its services, so a service added to it leaves
/// every caller that does not use it as it is.
@MainActor
@Suite("Gallery services", .timeLimit(.minutes(10)))
struct GalleryServicesTests {
  @Test func aGalleryMadeFromItsServicesShowsTheirPhotos() async {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 3)))

    let coordinator = GalleryApp.makeCoordinator(services: GalleryServices(photos: service))
    await coordinator.start()

    guard case .loaded(let content) = coordinator.list.state else {
      Issue.record("expected the photos, got \(coordinator.list.state)")
      return
    }
    #expect(content.rows.count == 3)
  }
}
