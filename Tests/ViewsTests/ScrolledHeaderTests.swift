import DataEngine
import Models
import TerminalKit
import Testing
import ViewModels
import Views

/// A list the full-screen front end scrolls says which rows are in view; the line front end's
/// pages of the same list say which page they are.
@Suite("Scrolled header", .timeLimit(.minutes(10)))
struct ScrolledHeaderTests {
  let layout = LineLayout(sections: [FetchedSection(key: .all, count: 229)])

  @Test func aScrolledWindowKnowsItsRowsAndAPageDoesNot() {
    var window = LinePager(pageSize: 25, reading: .byScrolling)
    var page = LinePager(pageSize: 25)

    window.scroll(toShow: 31, in: layout)
    page.scroll(toShow: 31, in: layout)

    #expect(window.page(of: layout).info.window == PageInfo.Window(rows: 7...31, of: 229))
    #expect(page.page(of: layout).info == PageInfo(number: 1, count: 10))
  }

  /// The header of a photo list of 229 photos, scrolled to row 31, `width` columns wide.
  func header(_ reading: LinePager.Reading, width: Int) -> String {
    let paged = ListFixtures.content(ListFixtures.photos(albums: 1, perAlbum: 229), pageSize: 25)
    var pager = LinePager(pageSize: 25, reading: reading)
    pager.scroll(toShow: 31, in: PhotoListView.layout(of: paged.content))
    let frame = PhotoListView.frame(
      for: paged.state, pager: pager, on: Screen(width: width, height: 40), commands: [])
    return String(frame.plainText.split(separator: "\n").first ?? "")
  }

  @Test func theFullScreenHeaderNamesTheRowsInViewShortWhenNarrow() {
    #expect(header(.byScrolling, width: 80).hasSuffix("· rows 7–31 of 229"))
    #expect(header(.byScrolling, width: 40).contains("· 7–31/229"))
    #expect(header(.byPage, width: 80).hasSuffix("· page 1 of 10"))
  }
}
