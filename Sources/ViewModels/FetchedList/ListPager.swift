import Models

/// One line of a page of a sectioned list: a section header, or a row numbered from 1 across
/// the whole list.
enum ListPageLine: Hashable, Sendable {
  /// The start of a section; `continued` when the page begins inside it.
  case header(SectionKey, rowCount: Int, continued: Bool)
  /// The row `number` (from 1, in display order), at `path` of the list.
  case row(number: Int, path: RowPath)
}

/// Lays a sectioned list out as lines (headers, numbered rows), cuts it into pages, and keeps
/// the page the reader is on: the paging every list screen shares.
///
/// It knows only how many rows each section has, and a page says which paths it shows, so a
/// frame costs the same for a thousand rows or a million.
struct ListPager: Hashable, Sendable {
  private var sections: [FetchedSection] = []
  private var showsHeaders = false
  /// For each section, the index of its first line (its header, when headers show).
  private var firstLine: [Int] = []
  /// For each section, how many rows come before it.
  private var rowsBefore: [Int] = []
  private var lineCount = 0
  /// How many rows there are in all.
  private(set) var rowCount = 0
  /// How many lines a page holds, not counting a "continued" header.
  private(set) var pageSize: Int
  /// The page the reader is on, from 0.
  private(set) var pageIndex = 0

  /// An empty list, in pages of `pageSize` lines.
  init(pageSize: Int) { self.pageSize = max(1, pageSize) }

  /// How many sections the rows fall into.
  var sectionCount: Int { sections.count }

  /// How many pages the lines fill, at least one.
  var pageCount: Int { max(1, (lineCount + pageSize - 1) / pageSize) }

  /// The page the reader is on.
  var page: (lines: [ListPageLine], info: PageInfo) { page(pageIndex) }

  /// The rows of the page after the reader's; empty on the last page.
  var rowsOfNextPage: [RowPath] {
    guard pageIndex + 1 < pageCount else { return [] }
    return page(pageIndex + 1).lines.compactMap {
      if case .row(_, let path) = $0 { path } else { nil }
    }
  }

  /// Lays out `sections`, with headers when `showsHeaders`. The reader stays on their page when
  /// `keepingPage` (or on the last, if the list got shorter); otherwise they go to the first.
  mutating func layOut(_ sections: [FetchedSection], showsHeaders: Bool, keepingPage: Bool) {
    self.sections = sections
    self.showsHeaders = showsHeaders
    firstLine = []
    rowsBefore = []
    var lines = 0
    var rows = 0
    for section in sections {
      firstLine.append(lines)
      rowsBefore.append(rows)
      lines += section.count + (showsHeaders ? 1 : 0)
      rows += section.count
    }
    rowCount = rows
    lineCount = lines
    pageIndex = keepingPage ? min(pageIndex, pageCount - 1) : 0
  }

  /// Cuts pages of `size` lines instead, keeping the reader's place: they land on the page that
  /// holds the first line of the page they were reading.
  mutating func resize(to size: Int) {
    let firstLineShown = pageIndex * pageSize
    pageSize = max(1, size)
    pageIndex = min(firstLineShown / pageSize, pageCount - 1)
  }

  /// Turns one page towards `direction`; refused past the first or last page.
  mutating func turn(_ direction: IntentError.PageDirection) throws(IntentError) {
    let target = direction == .next ? pageIndex + 1 : pageIndex - 1
    guard target >= 0, target < pageCount else {
      throw .noSuchPage(direction: direction, current: pageIndex + 1, count: pageCount)
    }
    pageIndex = target
  }

  /// The path of the row numbered `number` (from 1), or nil when there is no such row.
  func path(ofRow number: Int) -> RowPath? {
    guard number >= 1, number <= rowCount else { return nil }
    let section = Self.lastIndex(in: rowsBefore, atMost: number - 1)
    return RowPath(section: section, row: number - 1 - rowsBefore[section])
  }

  /// The page at zero-based `index`, with a "continued" header on top when it starts inside a
  /// section.
  private func page(_ index: Int) -> (lines: [ListPageLine], info: PageInfo) {
    let start = index * pageSize
    let end = min(lineCount, start + pageSize)
    var lines: [ListPageLine] = []
    var section = firstLine.isEmpty ? 0 : Self.lastIndex(in: firstLine, atMost: start)
    var line = start
    while line < end, section < sections.count {
      let offset = line - firstLine[section] - (showsHeaders ? 1 : 0)
      if offset < 0 {
        lines.append(
          .header(sections[section].key, rowCount: sections[section].count, continued: false))
      } else {
        if lines.isEmpty, showsHeaders {
          lines.append(
            .header(sections[section].key, rowCount: sections[section].count, continued: true))
        }
        lines.append(
          .row(
            number: rowsBefore[section] + offset + 1, path: RowPath(section: section, row: offset)))
      }
      line += 1
      if section + 1 < sections.count, line >= firstLine[section + 1] { section += 1 }
    }
    return (lines, PageInfo(number: index + 1, count: pageCount))
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
