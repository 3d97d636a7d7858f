import Composition
import Coordinators
import Models
import TestSupport
import Testing
import ViewModels

/// The favorites route with no front end: a favorite opens its photo's detail, found in the
/// Gallery's store like any photo; a photo the store does not hold opens nothing and says so;
/// and a Gallery made without favorites opens no favorites screen.
@MainActor
@Suite("Favorites navigation", .timeLimit(.minutes(10)))
struct FavoritesNavigationTests {
  /// Two favorites: photo 3, which the store holds, and photo 999, which it does not.
  struct Favorites: FavoriteService {
    func favorites() async throws -> [Favorite] {
      [Favorite(id: 1, photoID: 3, title: "Held"), Favorite(id: 2, photoID: 999, title: "Gone")]
    }
  }

  let service = FakePhotoService()

  func started(favorites: (any FavoriteService)? = Favorites()) async -> GalleryCoordinator {
    service.enqueue(.photos(Photo.samples(count: 30)))
    let coordinator = GalleryApp.makeCoordinator(
      services: GalleryServices(photos: service, favorites: favorites))
    await coordinator.start()
    return coordinator
  }

  /// The favorites, opened over the photo list and loaded.
  func favorites(in coordinator: GalleryCoordinator) async throws -> FavoritesViewModel {
    coordinator.path.append(.favorites)
    guard case .favorites(let favorites) = coordinator.front else {
      throw Unexpected.front("\(coordinator.front)")
    }
    await coordinator.frontModel.appear()
    return favorites
  }

  enum Unexpected: Error { case front(String) }

  @Test func aFavoriteOpensItsPhotosDetailAndBackReturnsToTheFavorites() async throws {
    let coordinator = await started()
    let favorites = try await favorites(in: coordinator)

    try favorites.open(1)

    #expect(coordinator.path == [.favorites, .detail(3)])
    guard case .detail(let detail) = coordinator.front else {
      Issue.record("expected the detail in front, got \(coordinator.front)")
      return
    }
    #expect(detail.state == .loaded(Photo.sample(id: 3)))
    coordinator.back()
    #expect(coordinator.path == [.favorites])
  }

  @Test func aFavoriteWhosePhotoTheStoreLacksOpensNothingAndSaysSo() async throws {
    let coordinator = await started()
    let favorites = try await favorites(in: coordinator)

    try favorites.open(2)

    // The favorites stay in front, and the notice names the photo
    #expect(coordinator.path == [.favorites])
    guard case .notOpened(.detail(999)) = coordinator.notice else {
      Issue.record(
        "expected photo 999 named as not opened, got \(String(describing: coordinator.notice))")
      return
    }
  }

  @Test func aGalleryWithoutFavoritesOpensNoFavoritesScreen() async {
    let coordinator = await started(favorites: nil)

    coordinator.path.append(.favorites)

    #expect(coordinator.path.isEmpty)
    guard case .notOpened(.favorites) = coordinator.notice else {
      Issue.record(
        "expected the favorites named as not opened, got \(String(describing: coordinator.notice))")
      return
    }
  }

  @Test func theFavoritesAreLetGoWhenPopped() async throws {
    let coordinator = await started()
    weak let popped = try await favorites(in: coordinator)
    #expect(popped != nil)

    coordinator.back()

    #expect(popped == nil)
  }
}
