import Models

/// One line of a page of a sectioned list: a section header, or a row numbered from 1 across
/// the whole list.
enum ListPageLine: Hashable, Sendable {
  /// The start of a section; `continued` when the page begins inside it.
  case header(SectionKey, rowCount: Int, continued: Bool)
  /// The row `number` (from 1, in display order), at `path` of the list.
  case row(number: Int, path: RowPath)
}

/// Lays a sectioned list out as lines (headers, numbered rows) and cuts it into pages, knowing
/// only how many rows each section has.
///
/// It never touches the rows themselves: a page says which paths it shows, and the view model
/// reads just those from the fetched results. Laying out costs one step per section; cutting a
/// page, one binary search plus the page's own lines.
struct ListPager: Sendable {
  private let sections: [FetchedSection]
  private let showsHeaders: Bool
  /// For each section, the index of its first line (its header, when headers show).
  private let firstLine: [Int]
  /// For each section, how many rows come before it.
  private let rowsBefore: [Int]
  /// How many lines a page holds, not counting a "continued" header.
  private(set) var pageSize: Int
  /// How many rows there are in all.
  let rowCount: Int
  private let lineCount: Int

  /// Lays out `sections`; headers show when `showsHeaders`.
  init(sections: [FetchedSection], showsHeaders: Bool, pageSize: Int) {
    self.sections = sections
    self.showsHeaders = showsHeaders
    self.pageSize = max(1, pageSize)
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
    rowCount = rows
    lineCount = lines
  }

  /// The same layout cut into pages of `size` lines.
  func resized(to size: Int) -> ListPager {
    var copy = self
    copy.pageSize = max(1, size)
    return copy
  }

  /// How many pages the lines fill, at least one.
  var pageCount: Int { max(1, (lineCount + pageSize - 1) / pageSize) }

  /// The page at zero-based `index`, clamped into range, with a "continued" header on top
  /// when it starts inside a section.
  func page(_ index: Int) -> (lines: [ListPageLine], info: PageInfo) {
    let index = min(max(0, index), pageCount - 1)
    let start = index * pageSize
    let end = min(lineCount, start + pageSize)
    var lines: [ListPageLine] = []
    var section = self.section(containingLine: start)
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

  /// The path of the row numbered `number` (from 1), or nil when there is no such row.
  func path(ofRow number: Int) -> RowPath? {
    guard number >= 1, number <= rowCount else { return nil }
    let section = Self.lastIndex(in: rowsBefore, atMost: number - 1)
    return RowPath(section: section, row: number - 1 - rowsBefore[section])
  }

  private func section(containingLine line: Int) -> Int {
    firstLine.isEmpty ? 0 : Self.lastIndex(in: firstLine, atMost: line)
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
