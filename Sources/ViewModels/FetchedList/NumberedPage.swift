/// The visible page of a list whose rows are numbered from 1 across all its pages: which row
/// each line shows, how many rows the list has, and which page this is.
///
/// Every list screen of the kit pages its rows the same way (`ListPager`), so each list's
/// content adopts this in its own state file. Whatever a front end puts on one row of a list
/// (a cursor, a selection) is then written once, against the page, for every list screen,
/// including the ones added later.
public protocol NumberedPage: Sendable {
  /// The row each line of the page shows, top to bottom; nil for a line that is no row (a
  /// section header).
  var rowsByLine: [Int?] { get }
  /// How many rows the whole list has, on every page.
  var rowCount: Int { get }
  /// Which page this is.
  var page: PageInfo { get }
}

extension NumberedPage {
  /// The first and last rows on the page; nil when it shows none.
  public var visibleRows: ClosedRange<Int>? {
    let rows = rowsByLine.compactMap { $0 }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }
}
