/// Exactly what changed between two versions of a sectioned list, in the form a list view applies
/// in one batch (UIKit's batch-update rules).
///
/// Which list each index refers to:
/// - ``deletedSections`` and ``deletedRows``, and the `from` of each move: the **old** list.
/// - ``insertedSections`` and ``insertedRows``, the `to` of each move, and ``updatedRows``: the
///   **new** list.
///
/// Applying it to the old list gives the new one, in two steps (see
/// `SectionedSnapshot.applying(_:takingInsertsFrom:)`):
/// 1. Remove the deleted sections, the deleted rows and the rows moving out, all at their old
///    indices (every removal uses the old indices; none shifts another).
/// 2. Insert the inserted sections (with all their rows), then the inserted rows and the rows
///    moving in, at their new indices in ascending order, so that each lands exactly where the new
///    list has it.
///
/// Sections are never reported as moved: a section whose order relative to the others changed is
/// deleted and inserted (its rows go with it). A section whose id is in both lists and kept its
/// order relative to the others is the same section even when its index changed, and only its
/// rows' changes are reported. No row change is ever reported inside an inserted or deleted
/// section.
///
/// A row that moved *and* changed is both in ``movedRows`` and, at its new path, in
/// ``updatedRows``.
///
/// ```swift
/// let changes = SnapshotDiff.changes(from: before, to: after, updated: editedIDs)
/// print(changes.summary)  // "2 inserted, 1 deleted, 3 moved, 1 updated"
/// ```
public struct ChangeSet: Hashable, Sendable {
  /// Sections that left, by their index in the old list, ascending.
  public var deletedSections: [Int]
  /// Sections that arrived, by their index in the new list, ascending.
  public var insertedSections: [Int]
  /// Rows that left, by their path in the old list, ascending; never inside a deleted section.
  public var deletedRows: [RowPath]
  /// Rows that arrived, by their path in the new list, ascending; never inside an inserted
  /// section.
  public var insertedRows: [RowPath]
  /// Rows that changed place, old path to new path, ascending by new path; never out of a deleted
  /// section or into an inserted one.
  public var movedRows: [RowMove]
  /// Rows whose content changed, by their path in the **new** list, ascending.
  public var updatedRows: [RowPath]

  /// Creates a change set; every list defaults to empty.
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    deletedRows: [RowPath] = [],
    insertedRows: [RowPath] = [],
    movedRows: [RowMove] = [],
    updatedRows: [RowPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.movedRows = movedRows
    self.updatedRows = updatedRows
  }

  /// No changes at all.
  public static let empty = ChangeSet()

  /// Whether nothing changed.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty
      && insertedRows.isEmpty && movedRows.isEmpty && updatedRows.isEmpty
  }
}
