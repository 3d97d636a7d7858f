import DataEngine
import Models
import Testing
import Views

/// The line front end's pages over any sectioned rows: numbered lines, "continued" headers,
/// page moves refused past either end, a resize that keeps the reader's place.
struct LinePagerTests {
  /// One section of `count` rows.
  func flat(_ count: Int) -> LineLayout {
    LineLayout(sections: [FetchedSection(key: .all, count: count)])
  }

  @Test func pagesShowOnlyTheirRowsAndSayWhereTheyAre() throws {
    var pager = LinePager(pageSize: 10)
    let layout = flat(25)

    #expect(pager.page(of: layout).visibleRows == 1...10)
    #expect(pager.page(of: layout).info == PageInfo(number: 1, count: 3))
    try pager.turn(.next, in: layout)
    try pager.turn(.next, in: layout)
    #expect(pager.page(of: layout).visibleRows == 21...25)
    #expect(pager.page(of: layout).info == PageInfo(number: 3, count: 3))
    try pager.turn(.previous, in: layout)
    #expect(pager.page(of: layout).visibleRows == 11...20)
  }

  @Test func pagingPastEitherEndIsRefusedAndChangesNothing() throws {
    var pager = LinePager(pageSize: 10)
    let layout = flat(15)

    #expect(throws: PageRefusal.noSuchPage(direction: .previous, current: 1, count: 2)) {
      try pager.turn(.previous, in: layout)
    }
    try pager.turn(.next, in: layout)
    let before = pager
    #expect(throws: PageRefusal.noSuchPage(direction: .next, current: 2, count: 2)) {
      try pager.turn(.next, in: layout)
    }
    #expect(pager == before)
  }

  @Test func aPageThatStartsInsideASectionRepeatsItsHeaderAsContinued() throws {
    // Sections of 10 rows; 8 lines a page: header + 7 rows, then the rest of section 1.
    let layout = LineLayout(
      sections: [
        FetchedSection(key: .number(1), count: 10), FetchedSection(key: .number(2), count: 10),
      ], showsHeaders: true)
    var pager = LinePager(pageSize: 8)

    try pager.turn(.next, in: layout)

    let page = pager.page(of: layout)
    #expect(page.lines.first == .header(.number(1), rowCount: 10, continued: true))
    #expect(page.visibleRows == 8...14)
    #expect(page.path(ofRow: 11) == RowPath(section: 1, row: 0))
    #expect(page.path(ofRow: 7) == nil)
  }

  @Test func aListThatGotShorterShowsItsLastPage() throws {
    var pager = LinePager(pageSize: 10)
    try pager.turn(.next, in: flat(30))
    try pager.turn(.next, in: flat(30))

    #expect(pager.page(of: flat(5)).info == PageInfo(number: 1, count: 1))
    #expect(pager.page(of: flat(5)).visibleRows == 1...5)
  }

  @Test func resetReturnsToTheFirstPage() throws {
    var pager = LinePager(pageSize: 10)
    try pager.turn(.next, in: flat(30))

    pager.reset()

    #expect(pager.page(of: flat(30)).info.number == 1)
  }

  @Test func resizingPagesKeepsTheTopOfTheVisiblePageInView() throws {
    var pager = LinePager(pageSize: 10)
    let layout = flat(50)
    try pager.turn(.next, in: layout)
    try pager.turn(.next, in: layout)  // rows 21...30

    pager.resize(to: 15, in: layout)

    #expect(pager.page(of: layout).visibleRows == 16...30)
  }

  @Test func theNextPageIsTheRowsAboutToBeRead() throws {
    var pager = LinePager(pageSize: 4)
    let layout = flat(10)

    #expect(pager.nextPage(of: layout)?.visibleRows == 5...8)
    try pager.turn(.next, in: layout)
    #expect(pager.nextPage(of: layout)?.visibleRows == 9...10)
    try pager.turn(.next, in: layout)
    #expect(pager.nextPage(of: layout) == nil)
  }

  @Test func rowNumbersAndPathsAgreeAcrossSections() {
    let layout = LineLayout(
      sections: [
        FetchedSection(key: .text("A"), count: 2), FetchedSection(key: .text("B"), count: 3),
      ])

    #expect(layout.path(ofRow: 3) == RowPath(section: 1, row: 0))
    #expect(layout.number(of: RowPath(section: 1, row: 2)) == 5)
    #expect(layout.path(ofRow: 6) == nil)
    #expect(layout.path(ofRow: 0) == nil)
  }
}
