import Models
import TestSupport
import Testing

@testable import FatGallerySteps

/// Step 2's data source: paging and rows from a plain array, no server and no screen.
@Suite("Step 2: the data source")
struct PhotoDataSourceTests {
  @Test func pagingStopsAtEachEndAndSaysSo() {
    var source = Step2.PhotoDataSource(photos: Photo.samples(count: 5), rowsPerPage: 2)

    let backFromFirst = source.showPreviousPage()
    let moves = [source.showNextPage(), source.showNextPage()]
    #expect(backFromFirst == false)
    #expect(moves == [true, true])
    #expect(source.header == "Photos 5–5 of 5")

    let pastLast = source.showNextPage()
    #expect(pastLast == false)
    #expect(source.header == "Photos 5–5 of 5")

    let back = source.showPreviousPage()
    #expect(back)
    #expect(source.header == "Photos 3–4 of 5")
  }

  @Test func rowsAreNumberedAlignedAndCutToTheWidth() {
    let photos = Photo.samples(count: 12).map { photo in
      photo.id == 10 ? Photo.sample(id: 10, title: "a title far too long for the row") : photo
    }
    var source = Step2.PhotoDataSource(photos: photos, rowsPerPage: 3)
    _ = source.showNextPage()
    _ = source.showNextPage()
    _ = source.showNextPage()

    #expect(
      source.rows(width: 20).map(\.plainText) == [
        "  10  a title far t…", "  11  photo 11", "  12  photo 12",
      ])
  }

  @Test func aHostileTitleReachesTheRowsOnlyAsVisibleText() {
    let hostile = Photo.sample(id: 1, title: "\u{1B}[31mred\u{07}\nnext")
    let source = Step2.PhotoDataSource(photos: [hostile], rowsPerPage: 5)

    #expect(source.rows(width: 40).map(\.plainText) == ["  1  ␛[31mred␇↵next"])
  }

  @Test func rowsCountFromOne() {
    let source = Step2.PhotoDataSource(photos: Photo.samples(count: 3), rowsPerPage: 5)

    #expect(source.photo(atRow: 1)?.id == 1)
    #expect(source.photo(atRow: 3)?.id == 3)
    #expect(source.photo(atRow: 0) == nil)
    #expect(source.photo(atRow: 4) == nil)
  }

  @Test func anEmptyListSaysSo() {
    let source = Step2.PhotoDataSource(photos: [], rowsPerPage: 5)

    #expect(source.header == "Photos · none")
    #expect(source.rows(width: 40).isEmpty)
  }
}
