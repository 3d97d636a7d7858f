import Models

/// Lays sections out as lines (headers and numbered rows) and cuts them into pages.
///
/// The layout is built once per query result; cutting a page copies only that page's lines, so a
/// frame costs the same for a thousand photos or a million.
struct PhotoListPager: Sendable {
  private let lines: [PhotoListLine]
  /// Positions of header lines in `lines`, ascending, for finding a page's section quickly.
  private let headerPositions: [Int]
  /// How many lines a page holds, not counting a "continued" header.
  private(set) var pageSize: Int

  /// Lays out `sections`; a single ungrouped section gets no header.
  init(sections: [PhotoSection], pageSize: Int) {
    var lines: [PhotoListLine] = []
    var headers: [Int] = []
    var row = 0
    for section in sections {
      if section.key != .all {
        headers.append(lines.count)
        lines.append(.header(section.key, photoCount: section.photos.count, continued: false))
      }
      for photo in section.photos {
        row += 1
        lines.append(.photo(row: row, photo))
      }
    }
    self.lines = lines
    self.headerPositions = headers
    self.pageSize = max(1, pageSize)
  }

  /// How many photo rows there are, on all pages.
  var rowCount: Int { lines.count - headerPositions.count }

  /// How many sections the rows fall into.
  var sectionCount: Int {
    headerPositions.isEmpty ? (rowCount == 0 ? 0 : 1) : headerPositions.count
  }

  /// The same layout cut into pages of `size` lines.
  func resized(to size: Int) -> PhotoListPager {
    var copy = self
    copy.pageSize = max(1, size)
    return copy
  }

  /// How many pages the lines fill, at least one.
  var pageCount: Int { max(1, (lines.count + pageSize - 1) / pageSize) }

  /// The page at zero-based `index`, clamped into range, with a "continued" header on top
  /// when it starts inside a section.
  func page(_ index: Int) -> (lines: [PhotoListLine], info: PageInfo) {
    let index = min(max(0, index), pageCount - 1)
    let start = index * pageSize
    let end = min(lines.count, start + pageSize)
    var page = Array(lines[start..<end])
    if let first = page.first, first.row != nil, let header = header(before: start),
      case .header(let key, let count, _) = lines[header]
    {
      page.insert(.header(key, photoCount: count, continued: true), at: 0)
    }
    return (page, PageInfo(number: index + 1, count: pageCount))
  }

  private func header(before position: Int) -> Int? {
    var low = 0
    var high = headerPositions.count
    while low < high {
      let mid = (low + high) / 2
      if headerPositions[mid] <= position { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : headerPositions[low - 1]
  }
}
