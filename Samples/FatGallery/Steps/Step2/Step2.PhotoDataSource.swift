import Models
import Views

/// Step 2: the rows and the selection leave the screen.
enum Step2 {}

extension Step2 {
  /// The loaded photos and the page of them on show: the rows the list draws, and paging.
  ///
  /// A plain value made from an array, so a test builds one in a line and checks paging and
  /// rows with no server, no screen and no waiting.
  struct PhotoDataSource: Equatable {
    /// Every loaded photo, in the server's order; row N is `photos[N - 1]`.
    let photos: [Photo]
    /// How many rows a page shows.
    var rowsPerPage: Int
    /// The index of the first photo on show.
    private(set) var firstRow = 0

    init(photos: [Photo], rowsPerPage: Int) {
      self.photos = photos
      self.rowsPerPage = rowsPerPage
    }

    /// The photo in row `row`, counting from 1; nil when there is no such row.
    func photo(atRow row: Int) -> Photo? {
      row >= 1 && row <= photos.count ? photos[row - 1] : nil
    }

    /// Shows the next page; false, changing nothing, when this is the last.
    mutating func showNextPage() -> Bool {
      guard firstRow + rowsPerPage < photos.count else { return false }
      firstRow += rowsPerPage
      return true
    }

    /// Shows the previous page; false, changing nothing, when this is the first.
    mutating func showPreviousPage() -> Bool {
      guard firstRow > 0 else { return false }
      firstRow = max(0, firstRow - rowsPerPage)
      return true
    }

    /// The list's header: which rows are on show, of how many.
    var header: SafeText {
      photos.isEmpty
        ? "Photos · none"
        : "Photos \(firstRow + 1)–\(min(firstRow + rowsPerPage, photos.count)) of \(photos.count)"
    }

    /// The rows on show, numbered, each title made safe and cut to `width` columns.
    func rows(width: Int) -> [Line] {
      let digits = String(photos.count).count
      return (firstRow..<min(firstRow + rowsPerPage, photos.count)).map { row in
        let number = String(row + 1)
        let prefix = String(repeating: " ", count: 2 + digits - number.count) + number + "  "
        let title = SafeText.fitting(untrusted: photos[row].title, toWidth: width - prefix.count)
        return Line("\(untrusted: prefix)" + title)
      }
    }
  }
}
