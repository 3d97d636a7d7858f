import DataEngine
import Models
import Testing

/// Applying a change set follows the batch rules: removals at old paths, then insertions at new
/// paths in ascending order.
@Suite("SectionedSnapshot applying a ChangeSet")
struct SectionedSnapshotApplyingTests {
  @Test func removalsUseOldPathsAndArrivalsLandAtNewPaths() {
    // Given: b and d leave (old paths), x arrives at new row 1, e moves to the top.
    let old = LetterList.of(("A", "abcde"))
    let new = LetterList.of(("A", "exac"))
    let changes = ChangeSet(
      deletedRows: [.at(0, 1), .at(0, 3)], insertedRows: [.at(0, 1)],
      movedRows: [.at((0, 4), (0, 0))])

    // When
    let applied = old.applying(changes, takingInsertsFrom: new)

    // Then
    #expect(applied == new)
  }

  @Test func movedRowsAreCarriedFromTheOldSnapshotNotCopiedFromTheNew() {
    // Given: a change set that claims the top row moved, while the new list has another id there.
    let old = LetterList.of(("A", "ab"))
    let new = LetterList.of(("A", "zb"))
    let changes = ChangeSet(movedRows: [.at((0, 0), (0, 0))])

    // When
    let applied = old.applying(changes, takingInsertsFrom: new)

    // Then: the move carried "a"; only inserts take their ids from the new list.
    #expect(applied == .of(("A", "ab")))
  }

  @Test func insertedSectionsArriveWholeAndUpdatesChangeNoIDs() {
    let old = LetterList.of(("A", "a"), ("C", "c"))
    let new = LetterList.of(("A", "a"), ("B", "xyz"), ("C", "c"))
    let changes = ChangeSet(insertedSections: [1], updatedRows: [.at(0, 0)])

    #expect(old.applying(changes, takingInsertsFrom: new) == new)
  }
}
