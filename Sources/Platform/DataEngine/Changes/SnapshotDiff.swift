/// Computes the ``ChangeSet`` between two snapshots of a sectioned list.
///
/// Items and sections are matched by id. Moves are minimal: the rows that stay are a longest
/// increasing subsequence of their old positions, so moving k rows reports at most k moves. A row
/// that changes section is a move. The cost is O(n log n) for n rows, and nearly linear when few
/// rows changed (see `RowMatching`).
///
/// ```swift
/// let old = SectionedSnapshot(sections: [.init(id: "A", items: [1, 2, 3])])
/// let new = SectionedSnapshot(sections: [.init(id: "A", items: [3, 1, 4])])
/// let changes = SnapshotDiff.changes(from: old, to: new, updated: [1])
/// // deletedRows [0.1], insertedRows [0.2], movedRows [0.2->0.0], updatedRows [0.1]
/// ```
public enum SnapshotDiff {
  /// The changes that turn `old` into `new`, with index paths as ``ChangeSet`` defines them.
  ///
  /// `updated` names the items whose content changed; those in both snapshots are reported as
  /// updated at their new paths. The others are left out: their insert or delete says it.
  @inlinable
  public static func changes<SectionID, ItemID>(
    from old: SectionedSnapshot<SectionID, ItemID>,
    to new: SectionedSnapshot<SectionID, ItemID>,
    updated: Set<ItemID> = []
  ) -> ChangeSet {
    let sections = SectionPlan(old: old.sections.map(\.id), new: new.sections.map(\.id))
    var matching = RowMatching(old: old, new: new, kept: sections.kept, updated: updated)
    return RowPlan.changes(sections: sections, matching: &matching)
  }
}
