import DataEngine
import Models
import Testing

/// The one-line summary apps print after a change.
@Suite("ChangeSet summary")
struct ChangeSetSummaryTests {
  @Test func anEmptyChangeSetSaysNoChanges() {
    #expect(ChangeSet.empty.summary == "no changes")
  }

  @Test func rowCountsComeInOrderAndZeroCountsAreLeftOut() {
    let changes = ChangeSet(
      deletedRows: [.at(0, 0)], insertedRows: [.at(0, 1), .at(0, 2)],
      movedRows: [.at((0, 3), (0, 0)), .at((0, 4), (0, 3)), .at((0, 5), (0, 4))],
      updatedRows: [.at(0, 6)])

    #expect(changes.summary == "2 inserted, 1 deleted, 3 moved, 1 updated")
  }

  @Test func sectionCountsFollowRowCountsAndAgreeInNumber() {
    let one = ChangeSet(insertedSections: [2], movedRows: [.at((0, 1), (0, 0))])
    let two = ChangeSet(deletedSections: [0, 3])

    #expect(one.summary == "1 moved, 1 section inserted")
    #expect(two.summary == "2 sections deleted")
  }
}
