/// Exactly what changed between two versions of a sectioned list, in the form a list view applies
/// in one batch (UIKit's batch-update rules).
///
/// Deleted sections and rows, and the `from` of each move, are paths in the **old** list;
/// inserted sections and rows, the `to` of each move, and updated rows, in the **new** list.
/// Applying it (see `SectionedSnapshot.applying(_:takingInsertsFrom:)`) takes two steps:
/// 1. Remove the deleted sections, the deleted rows and the rows moving out, all at their old
///    indices, so no removal shifts another.
/// 2. Insert the inserted sections (with all their rows), then the inserted rows and the rows
///    moving in, at their new indices in ascending order.
///
/// Sections never move: one whose order relative to the others changed is deleted and inserted,
/// with its rows. No row change is reported inside an inserted or deleted section. A row that
/// moved *and* changed is in ``movedRows`` and, at its new path, in ``updatedRows``.
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
  @inlinable public init(
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
  @inlinable public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty
      && insertedRows.isEmpty && movedRows.isEmpty && updatedRows.isEmpty
  }

  /// A short line for a person: `"2 inserted, 1 deleted, 3 moved, 1 section inserted"`, counts
  /// of zero left out, or `"no changes"`.
  @inlinable public var summary: String {
    func sections(_ count: Int) -> String { count == 1 ? "section" : "sections" }
    let counts: [(Int, String)] = [
      (insertedRows.count, "inserted"), (deletedRows.count, "deleted"), (movedRows.count, "moved"),
      (updatedRows.count, "updated"),
      (insertedSections.count, "\(sections(insertedSections.count)) inserted"),
      (deletedSections.count, "\(sections(deletedSections.count)) deleted"),
    ]
    let parts = counts.filter { count, _ in count > 0 }.map { count, what in "\(count) \(what)" }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }
}
