import DataEngine
import Models
import Testing

/// Hand-written diffs whose exact change sets a person can check by eye.
@Suite("SnapshotDiff on hand-written lists")
struct SnapshotDiffTests {
  /// Given two lists and the marked updates, the diff is `expected`, valid, and applies to `new`.
  func expectDiff(
    from old: LetterList, to new: LetterList, updated: Set<String> = [], is expected: ChangeSet,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let changes = SnapshotDiff.changes(from: old, to: new, updated: updated)

    #expect(changes == expected, sourceLocation: sourceLocation)
    #expect(
      problems(in: changes, from: old, to: new, updated: updated) == [],
      sourceLocation: sourceLocation)
  }

  @Test func twoEmptyListsHaveNoChanges() {
    let changes = SnapshotDiff.changes(from: LetterList(), to: LetterList(), updated: [])

    #expect(changes == .empty)
    #expect(changes.isEmpty)
  }

  @Test func identicalListsHaveNoChanges() {
    let list = LetterList.of(("A", "abc"), ("B", "de"))

    expectDiff(from: list, to: list, is: .empty)
  }

  @Test func aListFilledFromEmptyInsertsWholeSections() {
    expectDiff(
      from: LetterList(), to: .of(("A", "abc"), ("B", "d")),
      is: ChangeSet(insertedSections: [0, 1]))
  }

  @Test func aListEmptiedDeletesWholeSections() {
    expectDiff(
      from: .of(("A", "abc"), ("B", "d")), to: LetterList(), is: ChangeSet(deletedSections: [0, 1]))
  }

  @Test func rowsFillingAnEmptySectionAreInsertedRows() {
    expectDiff(
      from: .of(("A", "")), to: .of(("A", "abc")),
      is: ChangeSet(insertedRows: [.at(0, 0), .at(0, 1), .at(0, 2)]))
  }

  @Test func aSectionInsertedInTheMiddleIsOnlyASectionInsert() {
    expectDiff(
      from: .of(("A", "ab"), ("C", "c")), to: .of(("A", "ab"), ("B", "xy"), ("C", "c")),
      is: ChangeSet(insertedSections: [1]))
  }

  @Test func aSectionDeletedFromTheMiddleIsOnlyASectionDelete() {
    expectDiff(
      from: .of(("A", "ab"), ("B", "xy"), ("C", "c")), to: .of(("A", "ab"), ("C", "c")),
      is: ChangeSet(deletedSections: [1]))
  }

  @Test func aSectionWhoseIndexShiftedIsStillTheSameSection() {
    expectDiff(
      from: .of(("A", "a"), ("B", "bc")), to: .of(("B", "cb")),
      is: ChangeSet(deletedSections: [0], movedRows: [.at((1, 1), (0, 0))]))
  }

  @Test func aRowMovedWithinItsSectionIsOneMove() {
    expectDiff(
      from: .of(("A", "abcde")), to: .of(("A", "acdbe")),
      is: ChangeSet(movedRows: [.at((0, 1), (0, 3))]))
  }

  @Test func aRowMovedToAnotherSectionIsOneMove() {
    expectDiff(
      from: .of(("A", "abc"), ("B", "de")), to: .of(("A", "ac"), ("B", "dbe")),
      is: ChangeSet(movedRows: [.at((0, 1), (1, 1))]))
  }

  @Test func aRowThatMovesAndChangesIsAMovePlusAnUpdateAtItsNewPath() {
    expectDiff(
      from: .of(("A", "abcde")), to: .of(("A", "acdbe")), updated: ["b", "e"],
      is: ChangeSet(movedRows: [.at((0, 1), (0, 3))], updatedRows: [.at(0, 3), .at(0, 4)]))
  }

  @Test func swappingFirstAndLastIsTwoMovesNotAShiftOfEveryRow() {
    expectDiff(
      from: .of(("A", "abcde")), to: .of(("A", "ebcda")),
      is: ChangeSet(movedRows: [.at((0, 4), (0, 0)), .at((0, 0), (0, 4))]))
  }

  @Test func deletesUseOldPathsAndInsertsUseNewPaths() {
    expectDiff(
      from: .of(("A", "abc"), ("B", "def")), to: .of(("A", "xbc"), ("B", "dyf")),
      is: ChangeSet(
        deletedRows: [.at(0, 0), .at(1, 1)], insertedRows: [.at(0, 0), .at(1, 1)]))
  }

  @Test func sectionsThatSwapOrderAreDeletedAndInsertedNotMoved() {
    expectDiff(
      from: .of(("A", "a"), ("B", "b")), to: .of(("B", "b"), ("A", "a")),
      is: ChangeSet(deletedSections: [1], insertedSections: [0]))
  }

  @Test func aRowMovingIntoAnInsertedSectionIsDeletedFromItsOldOne() {
    expectDiff(
      from: .of(("A", "ab")), to: .of(("A", "a"), ("B", "b")), updated: ["b"],
      is: ChangeSet(insertedSections: [1], deletedRows: [.at(0, 1)]))
  }

  @Test func aRowLeavingADeletedSectionIsInsertedInItsNewOne() {
    expectDiff(
      from: .of(("A", "a"), ("B", "b")), to: .of(("A", "ab")),
      is: ChangeSet(deletedSections: [1], insertedRows: [.at(0, 1)]))
  }

  @Test func updatesOfInsertedOrDeletedRowsAreLeftOut() {
    expectDiff(
      from: .of(("A", "abc")), to: .of(("A", "bcd")), updated: ["a", "c", "d", "z"],
      is: ChangeSet(deletedRows: [.at(0, 0)], insertedRows: [.at(0, 2)], updatedRows: [.at(0, 1)]))
  }

  @Test func aRepeatedIDIsInsertedAsASecondCopy() {
    expectDiff(
      from: .of(("A", "ab")), to: .of(("A", "aba")), is: ChangeSet(insertedRows: [.at(0, 2)]))
  }
}
