import DataEngine
import Models

/// How a sectioned list falls into lines: one per row, plus one per section header when headers
/// show. It knows only how many rows each section has, so laying out a million rows costs what
/// their sections cost. Computed afresh from the list's sections for every frame: it keeps no
/// copy of them.
public struct LineLayout: Hashable, Sendable {
  /// The sections, with their row counts.
  public let sections: [FetchedSection]
  /// Whether each section starts with a header line.
  public let showsHeaders: Bool
  /// For each section, the index of its first line (its header, when headers show).
  let firstLine: [Int]
  /// For each section, how many rows come before it.
  let rowsBefore: [Int]
  /// How many lines there are in all.
  public let lineCount: Int
  /// How many rows there are in all.
  public let rowCount: Int

  /// The layout of `sections`, with a header line for each when `showsHeaders`.
  public init(sections: [FetchedSection], showsHeaders: Bool = false) {
    self.sections = sections
    self.showsHeaders = showsHeaders
    var firstLine: [Int] = []
    var rowsBefore: [Int] = []
    var lines = 0
    var rows = 0
    for section in sections {
      firstLine.append(lines)
      rowsBefore.append(rows)
      lines += section.count + (showsHeaders ? 1 : 0)
      rows += section.count
    }
    self.firstLine = firstLine
    self.rowsBefore = rowsBefore
    lineCount = lines
    rowCount = rows
  }

  /// The path of the row numbered `number` (from 1), or nil when there is no such row.
  public func path(ofRow number: Int) -> RowPath? {
    guard number >= 1, number <= rowCount else { return nil }
    let section = Self.lastIndex(in: rowsBefore, atMost: number - 1)
    return RowPath(section: section, row: number - 1 - rowsBefore[section])
  }

  /// The index of the line showing row `number` (from 1), or nil when there is no such row.
  public func line(ofRow number: Int) -> Int? {
    guard let path = path(ofRow: number) else { return nil }
    return firstLine[path.section] + (showsHeaders ? 1 : 0) + path.row
  }

  /// Whether line `index` is a section header.
  func startsSection(atLine index: Int) -> Bool {
    showsHeaders && firstLine.contains(index)
  }

  /// The number (from 1) of the row at `path`.
  public func number(of path: RowPath) -> Int? {
    guard rowsBefore.indices.contains(path.section) else { return nil }
    return rowsBefore[path.section] + path.row + 1
  }

  /// The lines `start..<end`, with a "continued" header on top when they start inside a
  /// section.
  func lines(_ start: Int, _ end: Int) -> [LinePage.Line] {
    var lines: [LinePage.Line] = []
    var section = firstLine.isEmpty ? 0 : Self.lastIndex(in: firstLine, atMost: start)
    var line = start
    while line < end, section < sections.count {
      let offset = line - firstLine[section] - (showsHeaders ? 1 : 0)
      // A header line, or a page that starts inside a section: then a "continued" header first.
      if offset < 0 || (lines.isEmpty && showsHeaders) {
        let (key, count) = (sections[section].key, sections[section].count)
        lines.append(.header(key, rowCount: count, continued: offset >= 0))
      }
      if offset >= 0 {
        let path = RowPath(section: section, row: offset)
        lines.append(.row(number: rowsBefore[section] + offset + 1, path: path))
      }
      line += 1
      if section + 1 < sections.count, line >= firstLine[section + 1] { section += 1 }
    }
    return lines
  }

  /// The last index of ascending `values` whose value is at most `target` (0 if none).
  private static func lastIndex(in values: [Int], atMost target: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= target { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }
}

/// A front end's place in a list shown a screenful at a time: how many lines fit and the first
/// line shown. The line front end moves it a page at a time (`next`, `prev`), and its pages say
/// `page 2 of 9`; the full-screen front end scrolls it just enough to keep its cursor's row in
/// view (``Reading/byScrolling``), and its pages say which rows they show. Front-end state only, one
/// per list screen; the rows come from the list's view model each time, as a ``LineLayout``, so
/// a list another screen changed shows correctly at once.
///
/// ```swift
/// var pager = LinePager(pageSize: 20)
/// try pager.turn(.next, in: layout)   // page 2, or a PageRefusal on the last page
/// pager.page(of: layout).lines        // what page 2 shows
/// pager.scroll(toShow: 57, in: layout)  // row 57 in view, moving as little as it can
/// ```
public struct LinePager: Hashable, Sendable {
  /// Which way a page move goes.
  public enum Direction: Hashable, Sendable {
    /// Towards the end of the list.
    case next
    /// Towards the start of the list.
    case previous
  }

  /// How a front end goes through the list, which is what its pages say of where they are.
  public enum Reading: Hashable, Sendable {
    /// A page at a time: each page is `page N of M`.
    case byPage
    /// A window that scrolls a row at a time: each page is the rows it shows, of how many.
    case byScrolling
  }

  /// How many lines a page holds, not counting a "continued" header.
  public private(set) var pageSize: Int
  /// How the list is gone through.
  public let reading: Reading
  /// The first line asked for; a list that got shorter shows its last page instead.
  private var firstLine = 0

  /// A pager at the top of the list, in pages of `pageSize` lines, read `reading`.
  public init(pageSize: Int, reading: Reading = .byPage) {
    self.pageSize = max(1, pageSize)
    self.reading = reading
  }

  /// How many pages `layout` fills, at least one.
  public func pageCount(of layout: LineLayout) -> Int {
    max(1, (layout.lineCount + pageSize - 1) / pageSize)
  }

  /// The first line shown of `layout`: the one asked for, or the last page's if it got shorter.
  private func shownFirstLine(of layout: LineLayout) -> Int {
    firstLine < layout.lineCount ? firstLine : (pageCount(of: layout) - 1) * pageSize
  }

  /// The page the reader is on: the lines from the first shown.
  public func page(of layout: LineLayout) -> LinePage {
    page(from: shownFirstLine(of: layout), of: layout)
  }

  /// The page after the reader's, or nil at the end: the rows about to be read.
  public func nextPage(of layout: LineLayout) -> LinePage? {
    let next = shownFirstLine(of: layout) + pageSize
    return next < layout.lineCount ? page(from: next, of: layout) : nil
  }

  /// The `pageSize` lines from `start`, numbered as the page holding `start`; a window onto
  /// the rows they show when the list scrolls.
  private func page(from start: Int, of layout: LineLayout) -> LinePage {
    let lines = layout.lines(start, min(layout.lineCount, start + pageSize))
    let (number, count) = (start / pageSize + 1, pageCount(of: layout))
    let page = LinePage(
      lines: lines, info: PageInfo(number: number, count: count), rowCount: layout.rowCount)
    guard reading == .byScrolling else { return page }
    let window = PageInfo.Window(rows: page.visibleRows, of: layout.rowCount)
    return LinePage(
      lines: lines, info: PageInfo(number: number, count: count, window: window),
      rowCount: layout.rowCount)
  }

  /// Turns one page towards `direction`; refused past the first or last page.
  public mutating func turn(_ direction: Direction, in layout: LineLayout) throws(PageRefusal) {
    let current = shownFirstLine(of: layout) / pageSize
    let count = pageCount(of: layout)
    let target = direction == .next ? current + 1 : current - 1
    guard target >= 0, target < count else {
      throw .noSuchPage(direction: direction, current: current + 1, count: count)
    }
    firstLine = target * pageSize
  }

  /// Back to the top, as after a new search or sort.
  public mutating func reset() { firstLine = 0 }

  /// Cuts pages of `size` lines instead, keeping the reader's place: they land on the page that
  /// holds the first line they were reading.
  public mutating func resize(to size: Int, in layout: LineLayout) {
    let shown = shownFirstLine(of: layout)
    pageSize = max(1, size)
    firstLine = min(shown / pageSize, pageCount(of: layout) - 1) * pageSize
  }

  /// Scrolls as little as it can for row `number` (from 1) to be in view, with its section's
  /// header when that fits: how a cursor's row stays on screen.
  public mutating func scroll(toShow number: Int, in layout: LineLayout) {
    guard let line = layout.line(ofRow: number) else { return }
    let shown = shownFirstLine(of: layout)
    if line < shown {
      firstLine = line - (layout.startsSection(atLine: line - 1) ? 1 : 0)
    } else if line >= shown + pageSize {
      firstLine = line - pageSize + 1
    } else {
      firstLine = shown
    }
  }
}

/// Why the line front end refused a page move or a row number: facts of its own pages, worded
/// by the coordinator with the command that helps.
public enum PageRefusal: Error, Hashable, Sendable {
  /// A row number that is not on the page shown.
  case rowNotVisible(Int, visible: ClosedRange<Int>?)
  /// A page move past the first or last page.
  case noSuchPage(direction: LinePager.Direction, current: Int, count: Int)
}
