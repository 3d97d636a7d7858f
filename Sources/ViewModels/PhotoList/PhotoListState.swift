import Models

extension PhotoListViewModel {
  /// Everything the photo list screen can be showing, one case at a time: a screen loading and
  /// failed at once cannot be written down.
  public enum State: Hashable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The first load is under way; there is nothing to show.
    case loading
    /// An attempt of the first load failed and another starts when the countdown ends;
    /// `retry` starts it now.
    case retrying(RetryCountdown)
    /// Photos to show, with the page of them that is visible.
    case loaded(PhotoListContent)
    /// Loaded, but nothing to show, and why.
    case empty(EmptyReason)
    /// The load failed; `retry` loads again.
    case failed(LoadFailure)
  }

  /// Why a loaded list shows no photos.
  public enum EmptyReason: Hashable, Sendable {
    /// The service has no photos at all.
    case noPhotos
    /// Photos exist, but none pass the current query.
    case noMatches(PhotoQuery)
  }
}

/// A loaded photo list: counts for the header and the lines of the visible page.
public struct PhotoListContent: Hashable, Sendable {
  /// How many photos pass the query, on every page.
  public let photoCount: Int
  /// How many sections they fall into.
  public let sectionCount: Int
  /// The query that produced them.
  public let query: PhotoQuery
  /// The visible lines, top to bottom: only the current page, never the whole list.
  public let lines: [PhotoListLine]
  /// Where the visible page is in the list.
  public let page: PageInfo
  /// Whether a refresh is under way or failed while these photos stayed on screen.
  public let refresh: RefreshStatus
  /// What the last refresh changed in the list, as one batch; nil when the list has changed
  /// for another reason since (a search, a sort, a page).
  public let changes: ChangeSet?
  /// How the last refresh changed the rows on this page, by row number; empty when it did not.
  public let marks: [Int: ChangeMark]

  /// Creates content; view models build it, tests and previews may too.
  public init(
    photoCount: Int, sectionCount: Int, query: PhotoQuery, lines: [PhotoListLine],
    page: PageInfo, refresh: RefreshStatus = .idle, changes: ChangeSet? = nil,
    marks: [Int: ChangeMark] = [:]
  ) {
    self.photoCount = photoCount
    self.sectionCount = sectionCount
    self.query = query
    self.lines = lines
    self.page = page
    self.refresh = refresh
    self.changes = changes
    self.marks = marks
  }

  /// The row numbers on this page, or nil when it shows none.
  public var visibleRows: ClosedRange<Int>? {
    let rows = lines.compactMap(\.row)
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }
}

/// One line of a photo list page: a section header or a numbered photo row.
public enum PhotoListLine: Hashable, Sendable {
  /// The start of a section; `continued` when the page begins inside it.
  case header(SectionKey, photoCount: Int, continued: Bool)
  /// A photo, numbered from 1 in display order across all pages.
  case photo(row: Int, Photo)

  /// The row number of a photo line; nil for a header.
  public var row: Int? { if case .photo(let row, _) = self { row } else { nil } }
}

/// Which page is visible: one-based, as a person counts.
public struct PageInfo: Hashable, Sendable {
  /// The visible page, from 1.
  public let number: Int
  /// How many pages there are, at least 1.
  public let count: Int

  /// Creates page information.
  public init(number: Int, count: Int) {
    self.number = number
    self.count = count
  }
}

/// What a background refresh of an already loaded list is doing.
public enum RefreshStatus: Hashable, Sendable {
  /// No refresh under way; the photos are the latest loaded.
  case idle
  /// A refresh is under way; the photos shown are the previous ones.
  case refreshing
  /// An attempt of the refresh failed and another starts when the countdown ends; the previous
  /// photos stay, and `retry` starts it now.
  case retrying(RetryCountdown)
  /// The last refresh failed; the previous photos stay, and `retry` refreshes again.
  case failed(LoadFailure)
}
