import Composition
import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// The Gallery as its composition root wires it: the detail opened from the list reads the
/// list's store, so a refresh of the list that renames the photo shows on the open detail, and
/// the detail's reload shows in the list.
@MainActor
@Suite("Gallery: one truth", .timeLimit(.minutes(10)))
struct GalleryOneTruthTests {
  let service = FakePhotoService()
  let screen = Screen(width: 80, height: 12)

  func detailOverTheList() async throws -> (GalleryLines, PhotoDetailViewModel) {
    service.enqueue(.photos(Photo.samples(count: 30)))
    let lines = GalleryLines(coordinator: GalleryApp.makeCoordinator(service: service))
    lines.fit(toHeight: screen.height)
    await lines.start()
    await lines.send("open 3")?.value
    guard case .detail(let detail) = lines.coordinator.front else {
      throw Unexpected(route: "\(lines.coordinator.front)")
    }
    return (lines, detail)
  }

  struct Unexpected: Error { let route: String }

  @Test func theListsRefreshRenamesThePhotoOnTheOpenDetail() async throws {
    let (lines, detail) = try await detailOverTheList()

    var renamed = Photo.samples(count: 30)
    renamed[2] = Photo.sample(id: 3, title: "renamed on the server")
    service.enqueue(.photos(renamed))
    await lines.coordinator.list.load()

    #expect(detail.state.photo.title == "renamed on the server")
    #expect(lines.frame(on: screen).plainText.contains("renamed on the server"))
  }

  @Test func theDetailsReloadRenamesThePhotoInTheList() async throws {
    let (lines, _) = try await detailOverTheList()

    service.enqueue(.photo(Photo.sample(id: 3, title: "newer copy")))
    await lines.send("refresh")?.value
    await lines.send("back")?.value

    #expect(lines.frame(on: screen).plainText.contains("newer copy"))
  }
}
