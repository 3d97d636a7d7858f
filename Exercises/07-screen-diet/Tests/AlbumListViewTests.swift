import Exercise07
import Models
import TerminalKit
import Testing
import ViewModels
import Views

/// The view as text: a state and a screen in, lines out.
@MainActor
struct AlbumListViewTests {
  let display = Screen(width: 40, height: 8)

  @Test func aPageNumbersItsRowsAcrossPagesAndCutsLongTitles() {
    let page = AlbumListPage(AlbumFixtures.sorted, firstRow: 10, size: 5)

    let frame = AlbumListView.frame(for: .loaded(page), note: nil, on: display)

    #expect(
      frame.text == """
        Albums 11–12 of 12
          11  sunt qui excepturi placeat culpa
          12  ut pariatur rerum ipsum natus rep…

        next · prev · refresh · quit
        """)
  }

  @Test func aFailureSaysWhatHappenedAndWhatToDo() {
    let failure = LoadFailure(message: "The server answered 503.")

    let frame = AlbumListView.frame(
      for: .failed(failure), note: "This is the last page.", on: display)

    #expect(
      frame.text == """
        Albums · failed
        ┌ Could not load the albums.
        │ The server answered 503.
        └ Type refresh to try again.
        This is the last page.
        next · prev · refresh · quit
        """)
  }
}
