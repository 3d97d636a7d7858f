import DataEngine
import Models

/// One page of a sectioned list as the line front end prints it: section headers and rows
/// numbered from 1 across the whole list, the numbers a person types (`open 3`).
///
/// ```swift
/// let page = LinePager(pageSize: 3).page(of: LineLayout(sections: rows.sections))
/// page.lines        // [.row(number: 1, path: 0.0), .row(number: 2, path: 0.1), ...]
/// page.info         // page 1 of 4
/// page.path(ofRow: 2)   // 0.1, or nil when row 2 is not on this page
/// ```
public struct LinePage: Hashable, Sendable {
  /// One line of a page.
  public enum Line: Hashable, Sendable {
    /// The start of a section, with its row count; `continued` when the page begins inside it.
    case header(SectionKey, rowCount: Int, continued: Bool)
    /// The row `number` (from 1, in display order), at `path` of the list.
    case row(number: Int, path: RowPath)
  }

  /// The lines, top to bottom.
  public let lines: [Line]
  /// Which page this is.
  public let info: PageInfo
  /// How many rows the whole list has, on every page.
  public let rowCount: Int

  /// Creates a page; ``LinePager`` cuts them.
  public init(lines: [Line], info: PageInfo, rowCount: Int) {
    self.lines = lines
    self.info = info
    self.rowCount = rowCount
  }

  /// The paths of the page's rows, top to bottom.
  public var paths: [RowPath] {
    lines.compactMap { if case .row(_, let path) = $0 { path } else { nil } }
  }

  /// The path of the row numbered `number`, if it is on this page.
  public func path(ofRow number: Int) -> RowPath? {
    for case .row(number, let path) in lines { return path }
    return nil
  }
}

/// Which page is visible: one-based, as a person counts. A list that scrolls instead (the
/// full-screen front end's) has a ``Window`` too, and its header names that, not the page.
public struct PageInfo: Hashable, Sendable {
  /// The visible page, from 1.
  public let number: Int
  /// How many pages there are, at least 1.
  public let count: Int
  /// The rows in view of a list that scrolls rather than turns pages; nil for a page.
  public let window: Window?

  /// Where a scrolled list's view is: which rows it shows, of how many.
  public struct Window: Hashable, Sendable {
    /// The first and last rows in view, numbered from 1; nil when none shows.
    public let rows: ClosedRange<Int>?
    /// How many rows the whole list has.
    public let rowCount: Int

    /// Creates a window onto rows `rows` of `rowCount`.
    public init(rows: ClosedRange<Int>?, of rowCount: Int) {
      self.rows = rows
      self.rowCount = rowCount
    }
  }

  /// Creates page information; with a `window` when the list scrolls.
  public init(number: Int, count: Int, window: Window? = nil) {
    self.number = number
    self.count = count
    self.window = window
  }
}

/// The visible page of a list whose rows are numbered from 1 across all its pages: which row
/// each line shows, how many rows the list has, and which page this is. What a cursor on the
/// line front end's pages needs, whatever screen shows them.
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

extension LinePage: NumberedPage {
  /// The row on each line; nil for a section header.
  public var rowsByLine: [Int?] {
    lines.map { if case .row(let number, _) = $0 { number } else { nil } }
  }
  /// Which page this is.
  public var page: PageInfo { info }
}
