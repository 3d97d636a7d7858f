import Composition
import Coordinators
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// The Gallery's stack as pages: a route open twice is two pages with a screen each, and a
/// whole stack saved as JSON opens again in a new Gallery, screen for screen.
@MainActor
@Suite("Gallery pages", .timeLimit(.minutes(10)))
struct GalleryPagesTests {
  /// A Gallery started over 30 photos, as the navigation tests start theirs.
  func started() async -> GalleryCoordinator { await GalleryNavigationTests().started() }

  @Test func aRouteOpenTwiceIsTwoPagesEachWithItsOwnScreen() async throws {
    let coordinator = await started()

    coordinator.path = [.detail(3), .albums, .detail(3)]

    let pages = coordinator.pages
    #expect(pages.map(\.route) == [.detail(3), .albums, .detail(3)])
    #expect(pages[0] != pages[2])
    guard case .detail(let under) = coordinator.screen(for: pages[0]),
      case .detail(let front) = coordinator.screen(for: pages[2])
    else {
      Issue.record("expected a detail for each page, got \(coordinator.screens)")
      return
    }
    #expect(under !== front)
    #expect(coordinator.frontModel === front)
  }

  @Test func aStackSavedAsJSONOpensAgainInANewGallery() async throws {
    let coordinator = await started()
    coordinator.path = [.albums, .album(2), .detail(5)]
    let saved = try JSONEncoder().encode(coordinator.pages)

    // A new Gallery, as after the app was quit and opened again
    let restored = await started()
    restored.pages = try JSONDecoder().decode([GalleryCoordinator.Page].self, from: saved)

    #expect(restored.path == [.albums, .album(2), .detail(5)])
    #expect(restored.pages == coordinator.pages)
    #expect(restored.screens.count == 3)
    guard case .detail(let detail) = restored.front else {
      Issue.record("expected the detail in front, got \(restored.front)")
      return
    }
    #expect(detail.state == .loaded(Photo.sample(id: 5)))
    // A page opened after the restore is a new one, not a saved page's twin
    restored.path.append(.detail(5))
    #expect(Set(restored.pages).count == 4)
  }
}
