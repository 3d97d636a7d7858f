// Applying a committed store change to the rows, and saying what changed on screen.
extension FetchedRows {
  /// Up to this many writes, a batch updates `base` one row at a time (binary search); a larger
  /// one rebuilds it with one sort, which is cheaper than that many shifts of a long list.
  static var rowByRowLimit: Int { 64 }

  /// Applies `change` and returns what changed in `shown`.
  ///
  /// A change to one entity is worked out directly (a few binary searches); a batch is applied
  /// to `base`, then `shown` is recomputed and compared with what it was. Each write is applied
  /// as "the entity is now this" or "the entity is gone", so a change the rows already reflect
  /// (one that raced a re-fetch) changes nothing. A predicate that throws counts as a "no".
  mutating func apply(_ change: StoreChange<Entity>) -> ChangeSet {
    let writes =
      (change.inserted + change.updated).map { ($0.id, Optional($0)) }
      + change.deleted.map { ($0, Entity?.none) }
    if writes.count == 1, let (id, value) = writes.first {
      return applyOne(id, value)
    }
    return applyMany(writes)
  }

  private func accepted(_ value: Entity?) -> Entity? {
    value.flatMap { (try? descriptor.passesPredicate($0)) == true ? $0 : nil }
  }

  private mutating func applyMany(_ writes: [(Entity.ID, Entity?)]) -> ChangeSet {
    let before = shown
    var updated: Set<Entity.ID> = []
    if writes.count <= Self.rowByRowLimit {
      for (id, value) in writes {
        let old = records[id]
        let new = accepted(value)
        if old != nil, new != nil, old != new { updated.insert(id) }
        replaceInBase(id, old: old, new: new)
      }
    } else {
      for (id, value) in writes {
        let new = accepted(value)
        if let old = records[id], let new, old != new { updated.insert(id) }
        records[id] = new
      }
      base = Self.sections(
        of: records.values.sorted(by: descriptor.areInIncreasingOrder), descriptor)
    }
    refilter()
    return SnapshotDiff.changes(from: before, to: shown, updated: updated)
  }

  private mutating func replaceInBase(_ id: Entity.ID, old: Entity?, new: Entity?) {
    guard old != new else { return }
    if let old {
      base.removeItem(at: path(of: old, in: base)!)
      records[id] = nil
    }
    if let new {
      records[id] = new
      let at = position(of: new, in: base)
      base.insertItem(
        id, section: at.section, isNew: at.isNew, id: descriptor.section(of: new), row: at.row)
    }
  }

  /// One entity is now `value` (nil: gone): moves its row by binary search, keeps the limit by
  /// dropping the row pushed past it or pulling in the next match, and reports exactly that.
  private mutating func applyOne(_ id: Entity.ID, _ value: Entity?) -> ChangeSet {
    let old = records[id]
    let new = accepted(value)
    guard old != new else { return .empty }
    let limit = limit
    // Fewer rows than the limit means every match is shown: nothing hides behind the limit.
    let wasComplete = shownCount < limit
    let oldKeys = shown.sections.map(\.id)
    let oldLast = shown.lastPath
    var removed: [(id: Entity.ID, path: RowPath)] = []
    var added: [Entity.ID] = []

    // Find the old row while `records` still holds the value it is ordered by.
    if let old, let path = path(of: old, in: shown) {
      shown.removeItem(at: path)
      shownCount -= 1
      removed.append((id, path))
    }
    replaceInBase(id, old: old, new: new)
    if let new, descriptor.passesSearch(new) {
      let at = position(of: new, in: shown)
      if Self.isBeforeEnd(at, in: shown) || wasComplete {
        insertShown(new, at: at)
        added.append(id)
      }
    }
    if shownCount > limit, let last = shown.lastPath, let oldLast {
      // Only possible when the row was not shown before: the one pushed out is the old last.
      removed.append((shown[last]!, oldLast))
      shown.removeItem(at: last)
      shownCount -= 1
    } else if shownCount < limit, !wasComplete,
      let next = nextMatch(after: shown.lastPath.map { records[shown[$0]!]! })
    {
      insertShown(next, at: position(of: next, in: shown))
      added.append(next.id)
    }
    return changes(removed: removed, added: added, updated: old != nil ? id : nil, oldKeys: oldKeys)
  }

  private mutating func insertShown(_ entity: Entity, at: (section: Int, isNew: Bool, row: Int)) {
    shown.insertItem(
      entity.id, section: at.section, isNew: at.isNew, id: descriptor.section(of: entity),
      row: at.row)
    shownCount += 1
  }

  /// The change set for rows that left `shown` (with their old paths) and rows that arrived
  /// (found in `shown` now); `updated` names the row whose value changed, if it stayed.
  private func changes(
    removed: [(id: Entity.ID, path: RowPath)], added: [Entity.ID], updated: Entity.ID?,
    oldKeys: [SectionKey]
  ) -> ChangeSet {
    let newKeys = shown.sections.map(\.id)
    var arrivals: [Entity.ID: RowPath] = [:]
    var changes = ChangeSet()
    for id in added {
      let path = path(of: records[id]!, in: shown)!
      arrivals[id] = path
      if !Self.contains(newKeys[path.section], in: oldKeys) {
        changes.insertedSections.append(path.section)
      }
    }
    for (_, path) in removed where !Self.contains(oldKeys[path.section], in: newKeys) {
      changes.deletedSections.append(path.section)
    }
    var stayed: Set<Entity.ID> = []
    for (id, from) in removed where !changes.deletedSections.contains(from.section) {
      guard let to = arrivals[id], !changes.insertedSections.contains(to.section) else {
        changes.deletedRows.append(from)
        continue
      }
      stayed.insert(id)
      if oldKeys[from.section] != newKeys[to.section] || from.row != to.row {
        changes.movedRows.append(RowMove(from: from, to: to))
      }
      if id == updated { changes.updatedRows.append(to) }
    }
    for (id, path) in arrivals
    where !stayed.contains(id) && !changes.insertedSections.contains(path.section) {
      changes.insertedRows.append(path)
    }
    changes.deletedSections = Array(Set(changes.deletedSections)).sorted()
    changes.insertedSections = Array(Set(changes.insertedSections)).sorted()
    changes.deletedRows.sort()
    changes.insertedRows.sort()
    changes.movedRows.sort { $0.to < $1.to }
    return changes
  }

  private static func contains(_ key: SectionKey, in keys: [SectionKey]) -> Bool {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == key
  }
}
