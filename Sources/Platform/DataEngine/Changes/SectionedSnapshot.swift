/// A list's identity at one moment: its sections in order, each with its items' ids in order.
///
/// Ids, not objects, so comparing two versions (``SnapshotDiff``) is cheap. Ids are expected to
/// be unique (a duplicate is still diffed correctly, as a delete or insert of the extra copy).
///
/// ```swift
/// let snapshot = SectionedSnapshot(sections: [
///   .init(id: "A", items: [1, 2]),
///   .init(id: "B", items: [3]),
/// ])
/// ```
public struct SectionedSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// One section: its id and its items' ids, top to bottom.
  public struct Section: Hashable, Sendable {
    /// What identifies the section across versions of the list.
    public var id: SectionID
    /// The section's items, top to bottom.
    public var items: [ItemID]

    @inlinable public init(id: SectionID, items: [ItemID]) {
      self.id = id
      self.items = items
    }
  }

  /// The sections, top to bottom.
  public var sections: [Section]

  /// Creates a snapshot of `sections`; the default is an empty list.
  @inlinable public init(sections: [Section] = []) { self.sections = sections }

  /// The item at `path`, or nil when the path is outside the snapshot.
  @inlinable public subscript(path: RowPath) -> ItemID? {
    guard sections.indices.contains(path.section) else { return nil }
    let items = sections[path.section].items
    return items.indices.contains(path.row) ? items[path.row] : nil
  }
}
