/// A list laid out as lines and cut into pages of ``pageSize`` lines: what the photo and word
/// list view models share about paging.
protocol LinePager {
  /// How many lines a page holds.
  var pageSize: Int { get }
  /// How many pages the lines fill, at least one.
  var pageCount: Int { get }
  /// The same layout cut into pages of `size` lines.
  func resized(to size: Int) -> Self
}

extension LinePager {
  /// The layout cut into pages of `size` lines, and the page that now holds the first line of
  /// page `index`, so the person keeps their place when the terminal changes height.
  func resized(to size: Int, keepingPage index: Int) -> (pager: Self, page: Int) {
    let firstLine = index * pageSize
    let resized = resized(to: size)
    return (resized, firstLine / resized.pageSize)
  }
}

extension PhotoListPager: LinePager {}
extension ListPager: LinePager {}
