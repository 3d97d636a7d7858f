import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Golden frames of a loaded photo list: grouped and not, mid-section pages, refresh status.
struct PhotoListViewTests {
  private let commands = ListFixtures.listCommands
  /// 100 albums of 50: the gallery's real shape.
  private let gallery = ListFixtures.photos(albums: 100, perAlbum: 50)

  @Test(arguments: [80, 40, 120])
  func groupedListShowsSectionHeadersAndAlignedRows(width: Int) {
    let content = ListFixtures.content(gallery, query: PhotoQuery(grouping: .album))
    let frame = content.frame(on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-grouped-\(width)")
  }

  @Test(arguments: [80, 40])
  func ungroupedListShowsEachPhotosAlbum(width: Int) {
    let content = ListFixtures.content(gallery)
    let frame = content.frame(on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-ungrouped-\(width)")
  }

  @Test(arguments: [80, 40])
  func aPageStartingInsideASectionRepeatsItsHeaderAsContinued(width: Int) {
    // Page 4 of 16-line pages starts at line 49: row 48 of album 1, after its header.
    let content = ListFixtures.content(gallery, query: PhotoQuery(grouping: .album), page: 4)
    let frame = content.frame(on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-continued-\(width)")
  }

  @Test(arguments: [80, 40])
  func headerNamesTheSearchSortAndAlbumFilter(width: Int) {
    let matches = gallery.filter { $0.albumID == 7 && $0.title.contains("officia") }
      .sorted { ($0.title, $1.id) > ($1.title, $0.id) }
    let query = PhotoQuery(
      searchTerm: "officia", sort: PhotoSort(field: .title, ascending: false),
      albumFilter: .album(7))
    let content = ListFixtures.content(matches, query: query)
    let frame = content.frame(on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-filtered-\(width)")
  }

  @Test(arguments: [80, 40])
  func refreshingKeepsTheListAndSaysSo(width: Int) {
    let content = ListFixtures.content(gallery, pageSize: 5, refresh: .refreshing)
    let frame = content.frame(on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-refreshing-\(width)")
  }

  @Test(arguments: [80, 40])
  func aFailedRefreshKeepsTheListAndSaysWhatToDo(width: Int) {
    let failure = LoadFailure(message: "The server did not answer in time.")
    let content = ListFixtures.content(gallery, pageSize: 5, refresh: .failed(failure))
    let frame = content.frame(on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-refresh-failed-\(width)")
  }

  @Test func theCoordinatorsMessageShowsAboveTheHelpLine() {
    let content = ListFixtures.content(gallery, pageSize: 3)
    let frame = content.frame(
      on: Screen(width: 80), commands: commands,
      message: .error("No row 99 on this page: choose 1–3, or next/prev to page."))
    assertFrame(frame, named: "list-message-80")
  }

  @Test(arguments: [10, 24, 50])
  func theTallestPageFillsTheScreenExactly(height: Int) {
    // A page with a continued header and a message that wraps is the tallest a frame gets.
    let pageSize = PhotoListView.pageSize(forHeight: height)
    let content = ListFixtures.content(
      gallery, query: PhotoQuery(grouping: .album), pageSize: pageSize, page: 2)
    let longMessage = Message.error(String(repeating: "too long to fit on one line ", count: 6))
    let frame = content.frame(
      on: Screen(width: 80, height: height), commands: commands,
      message: longMessage)
    #expect(content.page.lines.first == .header(.number(1), rowCount: 50, continued: true))
    #expect(frame.lines.count == height)
  }

  @Test func pageSizeIsNeverBelowOne() {
    #expect(PhotoListView.pageSize(forHeight: 1) == 1)
  }

  @Test(arguments: 1...130)
  func everyLineFitsAtAnyWidth(width: Int) {
    let grouped = ListFixtures.content(gallery, query: PhotoQuery(grouping: .album), page: 4)
    let failure = LoadFailure(message: "offline")
    let ungrouped = ListFixtures.content(gallery, pageSize: 5, refresh: .failed(failure))
    for content in [grouped, ungrouped] {
      expectWellFormed(
        content.frame(on: Screen(width: width), commands: commands))
    }
  }
}
