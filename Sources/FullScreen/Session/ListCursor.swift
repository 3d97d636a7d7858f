import Views

/// The cursor on a paged list: front-end state, a row number, kept on the visible page.
///
/// The page is the view model's; the cursor never turns it itself. To show a row on another
/// page, ``move(_:on:turn:)`` asks its caller to turn pages (the list's own `next` and `prev`)
/// until the row is visible, so the page follows the cursor through the pager's intents.
struct ListCursor: Hashable {
  /// The row the cursor was put on; nil until it moves (it then starts on the page's first).
  private var row: Int?

  /// The row the cursor is on in `page`: where it was put, kept within the visible rows (a
  /// resize or a refresh may have moved the page under it); nil when the page shows no row.
  func row(on page: some NumberedPage) -> Int? {
    guard let visible = page.visibleRows else { return nil }
    return min(max(row ?? visible.lowerBound, visible.lowerBound), visible.upperBound)
  }

  /// The index of the cursor's line in `page`'s lines.
  func lineIndex(on page: some NumberedPage) -> Int? {
    guard let row = row(on: page) else { return nil }
    return page.rowsByLine.firstIndex(of: row)
  }

  /// Back to the first row, as after a new search or sort.
  mutating func reset() {
    row = 1
  }

  /// Moves the cursor for `key` (↑ ↓ PgUp PgDn Home End) in the list `page()` shows, calling
  /// `turn(true)` for the next page or `turn(false)` for the previous until its row is visible.
  mutating func move(_ key: Key, on page: () -> (any NumberedPage)?, turn: (Bool) -> Void) {
    guard let shown = page(), let current = row(on: shown), let visible = shown.visibleRows else {
      return
    }
    let last = shown.rowCount
    let target =
      switch key {
      case .up: max(1, current - 1)
      case .down: min(last, current + 1)
      case .pageUp: max(1, current - visible.count)
      case .pageDown: min(last, current + visible.count)
      case .home: 1
      case .end: last
      default: current
      }
    row = target
    while let shown = page(), let rows = shown.visibleRows, !rows.contains(target) {
      let forward = target > rows.upperBound
      guard forward ? shown.page.number < shown.page.count : shown.page.number > 1 else { return }
      turn(forward)
    }
  }
}
