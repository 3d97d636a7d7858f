// A large batch: the rows it changes leave `base`, and its rows arrive in one merge, so a batch of
// k writes into n rows costs about k log k comparisons and a pass over the sections it lands in,
// not a sort of all n rows.
extension FetchedRows {
  /// Applies a batch too large to move row by row and returns what changed in `shown`.
  ///
  /// A batch that only brings new rows into a list shown whole (no search term, no limit), as
  /// a list loading in batches does, says what it inserted as it merges; any other batch
  /// recomputes `shown` and diffs it against what it was.
  mutating func applyBatch(_ change: StoreChange<Entity>) -> ChangeSet {
    let before = shown
    var updated: Set<Int> = []
    var leaving: [Bool] = []
    var arriving: [Int] = []
    slots.isHoldingFreedSlots = true
    defer { slots.isHoldingFreedSlots = false }
    func write(_ id: Entity.ID, _ value: Entity?) {
      let old = slots.entity(id)
      let new = accepted(value)
      guard old != new else { return }
      if old != nil, let slot = slots.slot(of: id) {
        if leaving.isEmpty { leaving = [Bool](repeating: false, count: slots.entities.count) }
        leaving[slot] = true
      }
      guard let new else {
        slots.remove(id)
        return
      }
      let slot = slots.store(new)
      arriving.append(slot)
      if old != nil { updated.insert(slot) }
    }
    for entity in change.inserted { write(entity.id, entity) }
    for entity in change.updated { write(entity.id, entity) }
    for id in change.deleted { write(id, nil) }
    if !leaving.isEmpty { base.removeItems { leaving[$0] } }
    let mirrors = shownMirrorsBase
    let onlyInserts = leaving.isEmpty && mirrors
    let inserted = merge(slots.ordered(arriving, by: descriptor), reporting: onlyInserts)
    guard mirrors else {
      refilter()
      return SnapshotDiff.changes(from: before, to: shown, updated: updated)
    }
    // `shown` is `base`: share its storage instead of copying every row.
    shown = base
    shownCount = base.sections.reduce(0) { $0 + $1.items.count }
    guard onlyInserts else {
      return SnapshotDiff.changes(from: before, to: shown, updated: updated)
    }
    return inserted
  }

  /// Merges `arriving` (slots not in `base`, in the descriptor's order, with the section of
  /// each) into `base`; when `reporting`, returns the sections and rows that made as a change set (else an empty one).
  ///
  /// Arrivals come in runs by section. A run for a section `base` lacks becomes a new section;
  /// a run that sorts after a section's last row is appended to it; any other run is merged,
  /// each arrival placed by a binary search among the rows already there.
  private mutating func merge(
    _ arriving: (slots: [Int], sections: [SectionKey]), reporting: Bool
  ) -> ChangeSet {
    var changes = ChangeSet()
    var section = 0
    var start = 0
    while start < arriving.slots.count {
      let key = arriving.sections[start]
      var end = start + 1
      while end < arriving.slots.count, arriving.sections[end] == key { end += 1 }
      let run = arriving.slots[start..<end]
      start = end
      section = base.firstSection(notBefore: key, from: section)
      guard section < base.sections.count, base.sections[section].id == key else {
        base.sections.insert(.init(id: key, items: Array(run)), at: section)
        if reporting { changes.insertedSections.append(section) }
        section += 1
        continue
      }
      let merged = slots.merging(run, into: base.sections[section].items, by: descriptor)
      base.sections[section].items = merged.items
      if reporting {
        changes.insertedRows += merged.rows.map { RowPath(section: section, row: $0) }
      }
      section += 1
    }
    return changes
  }
}

extension SectionedSnapshot where SectionID: Comparable {
  /// The index of the first section from `start` on whose id is not below `id` (sections are
  /// in ascending id order): a binary search.
  func firstSection(notBefore id: SectionID, from start: Int) -> Int {
    var low = start
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension SectionedSnapshot {
  /// Removes the items `isRemoved` picks, and the sections that leaves empty.
  mutating func removeItems(where isRemoved: (ItemID) -> Bool) {
    for index in sections.indices { sections[index].items.removeAll(where: isRemoved) }
    sections.removeAll { $0.items.isEmpty }
  }
}
