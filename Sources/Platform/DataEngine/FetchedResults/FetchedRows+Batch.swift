// A large batch: the rows it changes leave `base`, and its rows arrive in one merge, so a batch of
// k writes into n rows costs about k log k comparisons and a pass over the sections it lands in,
// not a sort of all n rows.
extension FetchedRows {
  /// Applies a batch too large to move row by row and returns what changed in `shown`.
  ///
  /// A batch that only brings new rows into a list shown whole (no search term, no limit), as
  /// a list loading in batches does, says what it inserted as it merges; any other batch
  /// recomputes `shown` and diffs it against what it was.
  @inlinable mutating func applyBatch(_ change: StoreChange<Entity>) -> ChangeSet {
    var arrivals = BatchArrivals()
    let order = EntityOrder(descriptor)
    slots.isHoldingFreedSlots = true
    defer { slots.isHoldingFreedSlots = false }
    if let whole = takeWhole(change.inserted, by: order) {
      arrivals.slots += whole
    } else {
      for entity in change.inserted { take(entity.id, entity, by: order, into: &arrivals) }
    }
    for entity in change.updated { take(entity.id, entity, by: order, into: &arrivals) }
    for id in change.deleted { take(id, nil, by: order, into: &arrivals) }
    let mirrors = shownMirrorsBase
    let onlyInserts = arrivals.leaving.isEmpty && mirrors
    // Only a diff needs the rows before. Otherwise `shown` lets go of the storage it shares with
    // `base`, so that merging into `base` changes it in place instead of copying every row.
    let before = onlyInserts ? SectionedSnapshot() : shown
    if onlyInserts { shown = SectionedSnapshot() }
    if !arrivals.leaving.isEmpty { base.removeItems { arrivals.leaving[$0] } }
    let inserted = merge(slots.ordered(arrivals.slots), reporting: onlyInserts)
    guard mirrors else {
      refilter()
      return SnapshotDiff.changes(from: before, to: shown, updated: arrivals.updated)
    }
    // `shown` is `base`: share its storage instead of copying every row.
    shown = base
    shownCount = base.sections.reduce(0) { $0 + $1.items.count }
    guard onlyInserts else {
      return SnapshotDiff.changes(from: before, to: shown, updated: arrivals.updated)
    }
    return inserted
  }

  /// What a batch's writes did to the slots, for the merge.
  @usableFromInline struct BatchArrivals {
    /// The slots of rows arriving in `base`, new or changed.
    @usableFromInline var slots: [Int] = []
    /// By slot, whether the row leaves `base` (empty while none does).
    @usableFromInline var leaving: [Bool] = []
    /// The slots of rows that were there and hold a new value.
    @usableFromInline var updated: Set<Int> = []

    @inlinable init() {}
  }

  /// Puts a batch's inserted entities in new slots as the array they came in, when there are
  /// many, each is new to the slots and the predicate accepts every one: the list then shares
  /// the page with the store instead of copying its entities. Nil, having changed nothing,
  /// otherwise.
  @inlinable mutating func takeWhole(
    _ inserted: [Entity], by order: EntityOrder<Entity>
  ) -> Range<Int>? {
    guard inserted.count >= RowChunks<Entity>.smallestChunk else { return nil }
    for entity in inserted where (try? descriptor.passesPredicate(entity)) != true { return nil }
    return slots.storeWhole(inserted, by: order)
  }

  /// Writes one entity's new value (nil: gone) to the slots and notes what its row does.
  @inlinable mutating func take(
    _ id: Entity.ID, _ value: Entity?, by order: EntityOrder<Entity>,
    into arrivals: inout BatchArrivals
  ) {
    // The slot is looked up once, and an arriving entity's value is not copied to compare it.
    let new = accepted(value)
    guard let held = slots.slot(of: id) else {
      if let new { arrivals.slots.append(slots.store(new, by: order, in: nil)) }
      return
    }
    guard slots[held] != new else { return }
    if arrivals.leaving.isEmpty {
      arrivals.leaving = [Bool](repeating: false, count: slots.entities.count)
    }
    arrivals.leaving[held] = true
    guard let new else {
      slots.remove(id)
      return
    }
    arrivals.slots.append(slots.store(new, by: order, in: held))
    arrivals.updated.insert(held)
  }

  /// Merges `arriving` (slots not in `base`, in the descriptor's order, in runs by section)
  /// into `base`; when `reporting`, returns the sections and rows that made as a change set (else an empty one).
  ///
  /// Arrivals come in runs by section. A run for a section `base` lacks becomes a new section;
  /// a run that sorts after a section's last row is appended to it; any other run is merged,
  /// each arrival placed by a binary search among the rows already there.
  @inlinable mutating func merge(
    _ arriving: OrderedSlots, reporting: Bool
  ) -> ChangeSet {
    var changes = ChangeSet()
    var section = 0
    var start = 0
    for (key, end) in arriving.runs {
      let run = arriving.slots[start..<end]
      start = end
      section = base.firstSection(notBefore: key, from: section)
      guard section < base.sections.count, base.sections[section].id == key else {
        base.sections.insert(.init(id: key, items: Array(run)), at: section)
        if reporting { changes.insertedSections.append(section) }
        section += 1
        continue
      }
      let merged = slots.merging(run, into: base.sections[section].items)
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
  @inlinable func firstSection(notBefore id: SectionID, from start: Int) -> Int {
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
  @inlinable mutating func removeItems(where isRemoved: (ItemID) -> Bool) {
    for index in sections.indices { sections[index].items.removeAll(where: isRemoved) }
    sections.removeAll { $0.items.isEmpty }
  }
}
