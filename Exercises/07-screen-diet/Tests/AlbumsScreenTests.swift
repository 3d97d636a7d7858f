import Exercise07
import Models
import TestSupport
import Testing
import ViewModels

/// After the diet the screen is thin: what it shows is its view model's state.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AlbumsScreenTests {
  @Test func theScreenLoadsAndPagesThroughItsViewModel() async {
    // Given a screen five rows a page over twelve albums
    let service = FakePhotoService()
    service.enqueue(.albums(AlbumFixtures.albums))
    let screen = AlbumsScreen(service: service)
    screen.fit(toHeight: 8)

    // When it starts and a person asks for the next page
    await screen.start()
    screen.send("next")

    // Then the view model holds the second page: the screen kept no flags of its own
    let secondPage = AlbumListPage(AlbumFixtures.sorted, firstRow: 5, size: 5)
    #expect(screen.viewModel.state == .loaded(secondPage))
  }
}
