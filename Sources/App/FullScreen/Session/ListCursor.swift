import LineFrontEnd
import TerminalKit
import Views

/// The cursor on a list: front-end state that holds the id of the entity it is on, so it stays
/// on the same photo through a search that keeps it, a refresh that moves it, a resize, and a
/// delete of a neighbour. When its entity leaves the list it stays at the row number it was on,
/// kept within the rows there are.
///
/// The view never draws it; the front end marks its row on the frame, and scrolls the list just
/// enough (``RowsInFront``, the line adapter's `scroll(toShow:)`) to keep that row in view.
@MainActor
struct ListCursor {
  /// The id of the entity the cursor is on; nil until it moves (it starts on the first row in
  /// view).
  private var id: RowID?
  /// The row number it was last on, for when its entity has left the list.
  private var lastRow: Int?

  /// The row the cursor is on in `rows`; nil when the list shows no row.
  func row(in rows: RowsInFront) -> Int? {
    guard rows.rowCount > 0 else { return nil }
    if let id, let row = rows.row(of: id) { return row }
    guard let lastRow else { return rows.page.visibleRows?.lowerBound ?? 1 }
    return min(max(lastRow, 1), rows.rowCount)
  }

  /// The index of the cursor's line among the lines in view, if it is in view.
  func lineIndex(in rows: RowsInFront) -> Int? {
    guard let row = row(in: rows) else { return nil }
    return rows.page.rowsByLine.firstIndex(of: row)
  }

  /// Moves the cursor for `key` (↑ ↓ PgUp PgDn Home End) over `rows`, and returns the row it is
  /// on now, for the caller to scroll into view.
  mutating func move(_ key: Key, in rows: RowsInFront) -> Int? {
    guard let current = row(in: rows) else { return nil }
    let step = max(1, rows.page.visibleRows?.count ?? 1)
    let last = rows.rowCount
    let target =
      switch key {
      case .up: max(1, current - 1)
      case .down: min(last, current + 1)
      case .pageUp: max(1, current - step)
      case .pageDown: min(last, current + step)
      case .home: 1
      case .end: last
      default: current
      }
    put(on: target, in: rows)
    return target
  }

  /// Puts the cursor on row `number` of `rows`, holding that row's id.
  mutating func put(on number: Int, in rows: RowsInFront) {
    id = rows.id(ofRow: number)
    lastRow = number
  }

  /// Keeps the cursor's row in view, as a write, a search, a refresh or a resize may have
  /// moved it: `scroll` scrolls as little as it can, and the result is the cursor's line in
  /// the rows `inFront` gives after it, counted from the frame's top (the rows start under the
  /// header bar); nil when no row shows.
  mutating func lineInView(of inFront: () -> RowsInFront?, scroll: (Int) -> Void) -> Int? {
    guard let rows = inFront(), let row = row(in: rows) else { return nil }
    scroll(row)
    guard let shown = inFront() else { return nil }
    note(shown)
    return lineIndex(in: shown).map { $0 + 1 }
  }

  /// Remembers the row the cursor is on now, for when its entity leaves the list.
  mutating func note(_ rows: RowsInFront) {
    if let row = row(in: rows) { lastRow = row }
  }
}
