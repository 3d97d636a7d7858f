/// Computes the ``ChangeSet`` between two snapshots of a sectioned list.
///
/// Items and sections are matched by id. Moves are minimal: the rows that stay in place are a
/// longest increasing subsequence of their old positions, so a list built from the old one by
/// moving k rows is reported with at most k moves, never every row that merely shifted. A row that
/// changes section is a move.
///
/// The cost is O(n log n) for n rows, and nearly linear when few rows changed: rows whose
/// neighbours are unchanged match by comparing ids side by side, without hashing (see
/// `RowMatching`); only rows around a change meet in a hash table. When `updated` is not empty,
/// each matched row costs one hash to ask whether it is marked.
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
  /// `updated` names the items whose content changed; those present in both snapshots are
  /// reported as updated at their new paths (also when they moved). Ids in it that were inserted,
  /// deleted, or live in an inserted or deleted section are left out: the insert or delete says
  /// it already.
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
