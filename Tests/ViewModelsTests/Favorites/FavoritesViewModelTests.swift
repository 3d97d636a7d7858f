import Models
import Testing
import ViewModels

/// The favorites list: a search over the titles, `open` only of a favorite it shows, asking for
/// that favorite's photo, and a failed load that `retry` loads again.
@MainActor
@Suite("Favorites view model")
struct FavoritesViewModelTests {
  /// Favorites from a list the test sets, failing while `failing` is set.
  actor Favorites: FavoriteService {
    var failing = false
    private(set) var calls = 0

    func fail(_ failing: Bool) { self.failing = failing }

    func favorites() async throws -> [Favorite] {
      calls += 1
      if failing { throw Failure.down }
      return FavoritesViewModelTests.all
    }

    enum Failure: Error { case down }
  }

  nonisolated static let all = [
    Favorite(id: 1, photoID: 7, title: "Harbour at dusk"),
    Favorite(id: 2, photoID: 32, title: "Quiet cliffs"),
    Favorite(id: 3, photoID: 57, title: "A quiet harbour"),
  ]
  let service = Favorites()

  @Test func aSearchKeepsTheFavoritesWhoseTitleHasItInAnyCase() async {
    let favorites = FavoritesViewModel(service: service)
    await favorites.appear()

    favorites.search("  QUIET ")

    #expect(favorites.state == .loaded([Self.all[1], Self.all[2]]))
    #expect(favorites.search == "QUIET")
    favorites.search("")
    #expect(favorites.state == .loaded(Self.all))
  }

  @Test func openAsksForTheFavoritesPhotoAndRefusesOneTheSearchHides() async throws {
    let favorites = FavoritesViewModel(service: service)
    var asked: [FavoritesViewModel.Navigation] = []
    favorites.onNavigate = { asked.append($0) }
    await favorites.load()
    favorites.search("quiet")

    #expect(throws: ListError.notListed(1)) { try favorites.open(1) }
    #expect(asked.isEmpty)
    try favorites.open(3)

    // The photo's id, not the favorite's: favorite 3 is photo 57
    #expect(asked == [.showPhoto(57)])
  }

  @Test func openBeforeTheFavoritesLoadIsRefused() throws {
    let favorites = FavoritesViewModel(service: service)
    var asked: [FavoritesViewModel.Navigation] = []
    favorites.onNavigate = { asked.append($0) }

    #expect(throws: ListError.notListed(1)) { try favorites.open(1) }
    #expect(asked.isEmpty)
  }

  @Test func aFailedLoadIsShownAndRetryLoadsAgain() async throws {
    await service.fail(true)
    let favorites = FavoritesViewModel(service: service)
    await favorites.load()
    guard case .failed = favorites.state else {
      Issue.record("expected a failure, got \(favorites.state)")
      return
    }

    await service.fail(false)
    try await favorites.retry()

    #expect(favorites.state == .loaded(Self.all))
    await #expect(throws: IntentError.nothingToRetry) { try await favorites.retry() }
  }

  @Test func appearingAgainKeepsTheLoadedFavorites() async {
    let favorites = FavoritesViewModel(service: service)
    await favorites.appear()
    favorites.disappear()

    await favorites.appear()

    #expect(favorites.state == .loaded(Self.all))
    #expect(await service.calls == 1)
  }
}
