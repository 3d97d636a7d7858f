/// The rows one single-entity change took out of the shown list and put in, and the change set
/// they amount to.
///
/// Sections are judged by what the edits did to them (emptied and not re-created: deleted;
/// created and not emptied: inserted), so a change costs nothing per section.
@usableFromInline struct ShownEdits<ID: Hashable> {
  @usableFromInline var removals: [(id: ID, path: RowPath, key: SectionKey, emptied: Bool)] = []
  @usableFromInline var additions: [(id: ID, path: RowPath, key: SectionKey, created: Bool)] = []

  @inlinable init() {}

  /// A row left `path` (in the list before the change); `emptied` when its section went too.
  @inlinable mutating func removed(_ id: ID, from path: RowPath, key: SectionKey, emptied: Bool) {
    removals.append((id, path, key, emptied))
  }

  /// A row arrived at `path` (in the list after the change) in section `key`; `created` when
  /// that made a new section. Rows arrive in order, each after the ones before it, so a path
  /// stays right once recorded.
  @inlinable mutating func added(_ id: ID, at path: RowPath, key: SectionKey, created: Bool) {
    additions.append((id, path, key, created))
  }

  /// The change set: `updated` is the entity whose value changed (nil for an insert),
  /// `changedSection` whether it moved to another section.
  @inlinable func changes(updated: ID?, changedSection: Bool) -> ChangeSet {
    let emptied = Set(removals.filter(\.emptied).map(\.key))
    let created = Set(additions.filter(\.created).map(\.key))
    var changes = ChangeSet()
    var arrivals: [ID: RowPath] = [:]
    for addition in additions {
      let path = addition.path
      if addition.created, !emptied.contains(addition.key) {
        changes.insertedSections.append(path.section)
      } else {
        arrivals[addition.id] = path
      }
    }
    for removal in removals {
      if removal.emptied, !created.contains(removal.key) {
        changes.deletedSections.append(removal.path.section)
        continue
      }
      guard let to = arrivals.removeValue(forKey: removal.id) else {
        changes.deletedRows.append(removal.path)
        continue
      }
      if changedSection || removal.path.row != to.row {
        changes.movedRows.append(RowMove(from: removal.path, to: to))
      }
      if removal.id == updated { changes.updatedRows.append(to) }
    }
    changes.insertedRows = arrivals.values.sorted()
    changes.deletedSections.sort()
    changes.insertedSections.sort()
    changes.deletedRows.sort()
    changes.movedRows.sort { $0.to < $1.to }
    return changes
  }
}
