import DataEngine
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// The photo list after a refresh that changed something: a summary line, and marks in the
/// gutter of the rows it touched.
struct PhotoListChangesViewTests {
  static func refreshed(grouping: PhotoGrouping) -> ListFixtures.Paged {
    let base = ListFixtures.content(
      ListFixtures.photos(albums: 2, perAlbum: 6), query: PhotoQuery(grouping: grouping))
    return base.with(
      PhotoListContent(
        rows: base.content.rows, query: base.content.query,
        changes: ChangeSet(
          insertedRows: [RowPath(section: 0, row: 1)],
          movedRows: [RowMove(from: RowPath(section: 0, row: 5), to: RowPath(section: 0, row: 2))],
          updatedRows: [RowPath(section: 0, row: 2), RowPath(section: 0, row: 3)]),
        // Marks are by photo id; here the photos of rows 2, 3 and 4 have ids 2, 3 and 4.
        marks: [2: .inserted, 3: .moved, 4: .updated]))
  }

  @Test(arguments: [(PhotoGrouping.none, 80), (.album, 80), (.none, 40)])
  func aRefreshIsSummedUpAndItsRowsMarked(grouping: PhotoGrouping, width: Int) {
    let frame = Self.refreshed(grouping: grouping).frame(
      on: Screen(width: width, height: 20), commands: ListFixtures.listCommands)

    assertFrame(frame, named: "list-refreshed-\(grouping.rawValue)-\(width)")
  }

  @Test func aCommandsMessageTakesThePlaceOfTheSummary() {
    let frame = Self.refreshed(grouping: .none).frame(
      on: Screen(width: 80, height: 12), commands: ListFixtures.listCommands,
      message: .error("No row 99 on this page."))

    #expect(frame.plainText.contains("No row 99 on this page."))
    #expect(!frame.plainText.contains("Refreshed"))
  }
}
