// Applying a committed store change to the rows, and saying what changed on screen.
extension FetchedRows {
  /// Up to this many writes, a batch moves rows of `base` one at a time (binary search); a
  /// larger one is merged into `base` (see `FetchedRows+Batch.swift`), cheaper than that many
  /// shifts of a long list.
  @inlinable static var rowByRowLimit: Int { 64 }

  /// Applies `change` and returns what changed in `shown`: one entity directly (a few binary
  /// searches), a few row by row, and a larger batch by one merge. Each write is applied as "the
  /// entity is now this" or "is gone", so a change that raced a re-fetch changes nothing.
  ///
  /// Run through the entity's ``EntityEngine``, so compiled for the entity: unspecialised, every
  /// copy and comparison of an entity goes through its type's metadata, which took half the time
  /// of a batch.
  @inlinable mutating func apply(_ change: StoreChange<Entity>) -> ChangeSet {
    let count = change.inserted.count + change.updated.count + change.deleted.count
    if count == 1 {
      if let entity = change.inserted.first ?? change.updated.first {
        return applyOne(entity.id, entity)
      }
      return applyOne(change.deleted[0], nil)
    }
    guard count <= Self.rowByRowLimit else { return applyBatch(change) }
    let before = shown
    var updated: Set<Int> = []
    let order = EntityOrder(descriptor)
    slots.isHoldingFreedSlots = true
    defer { slots.isHoldingFreedSlots = false }
    func write(_ id: Entity.ID, _ value: Entity?) {
      let old = slots.entity(id)
      let new = accepted(value)
      replaceInBase(id, old: old, new: new, by: order)
      if let old, let new, old != new, let slot = slots.slot(of: id) { updated.insert(slot) }
    }
    for entity in change.inserted { write(entity.id, entity) }
    for entity in change.updated { write(entity.id, entity) }
    for id in change.deleted { write(id, nil) }
    refilter()
    return SnapshotDiff.changes(from: before, to: shown, updated: updated)
  }

  /// `value` when the descriptor's predicate accepts it (one that throws counts as a no).
  ///
  /// Written without closures here and in the other per-row helpers: in generic code, a closure
  /// that reads `self` copies all of it, every row list included, on each call.
  @inlinable func accepted(_ value: Entity?) -> Entity? {
    guard let value, (try? descriptor.passesPredicate(value)) == true else { return nil }
    return value
  }

  /// Where a write moved a row of `base`: found once, and reused for `shown` when the two are
  /// the same list.
  @usableFromInline struct BaseMove {
    /// Where the row was, if it was there.
    @usableFromInline var from: RowPath?
    /// The row it rotated to, when it stayed in its section.
    @usableFromInline var rotatedTo: Int?
    /// Where it was inserted, when it arrived or changed section.
    @usableFromInline var insertedAt: RowPosition?

    @inlinable init() {}
  }

  /// Whether `shown` is exactly `base`: no search term and no limit.
  @inlinable var shownMirrorsBase: Bool { searchTerm == nil && descriptor.fetchLimit == nil }

  /// Moves the entity's row in `base` from where `old` sorts to where `new` sorts; an entity
  /// that stays keeps its slot.
  @discardableResult
  @inlinable mutating func replaceInBase(
    _ id: Entity.ID, old: Entity?, new: Entity?, by order: EntityOrder<Entity>
  ) -> BaseMove {
    guard old != new else { return BaseMove() }
    // Find the row while its slot still holds the keys the list was ordered by.
    var move = BaseMove()
    if old != nil, let slot = slots.slot(of: id) { move.from = positionInBase(slot).path }
    guard let new else {
      if let from = move.from { base.removeItem(at: from) }
      slots.remove(id)
      return move
    }
    let slot = slots.store(new, by: order)
    if let from = move.from, staysInSection(old, new) {
      let row = rowAmongOthers(slot, at: from, in: base)
      base.moveItem(inSection: from.section, from: from.row, to: row)
      move.rotatedTo = row
    } else {
      if let from = move.from { base.removeItem(at: from) }
      let position = positionInBase(slot)
      base.insertItem(slot, at: position, section: descriptor.section(of: new))
      move.insertedAt = position
    }
    return move
  }

  /// One entity is now `value` (nil: gone): moves its row by binary search, keeps the limit by
  /// dropping the row pushed past it or pulling in the next match, and reports exactly that.
  @inlinable mutating func applyOne(_ id: Entity.ID, _ value: Entity?) -> ChangeSet {
    let old = slots.entity(id)
    let new = accepted(value)
    guard old != new else { return .empty }
    let limit = limit
    // Fewer rows than the limit means every match is shown: nothing hides behind the limit.
    let wasComplete = shownCount < limit
    let oldLast = shown.lastPath
    // Where the row is shown, found while its slot still holds the old value (when `shown` is
    // `base`, the move in `base` says it all, and no search is repeated).
    let mirrors = shownMirrorsBase
    let shownBefore = mirrors || old == nil ? nil : slots.slot(of: id).flatMap(pathInShown)
    let inBase = replaceInBase(id, old: old, new: new, by: EntityOrder(descriptor))
    let leaving = mirrors ? inBase.from : shownBefore
    let slot = slots.slot(of: id)
    var edits = ShownEdits<Int>()

    if let from = leaving, let slot, staysInSection(old, new), matchesSearch(slot),
      let row = mirrors
        ? inBase.rotatedTo : rowInShown(slot, movingFrom: from, wasComplete: wasComplete)
    {
      // It stays shown in its section: one rotation, not a removal and an insertion.
      shown.moveItem(inSection: from.section, from: from.row, to: row)
      let key = shown.sections[from.section].id
      edits.removed(slot, from: from, key: key, emptied: false)
      edits.added(slot, at: RowPath(section: from.section, row: row), key: key, created: false)
    } else {
      if let old, let from = leaving {
        let emptied = shown.removeItem(at: from)
        shownCount -= 1
        edits.removed(slot ?? -1, from: from, key: descriptor.section(of: old), emptied: emptied)
      }
      if new != nil, let slot, matchesSearch(slot) {
        let position = (mirrors ? inBase.insertedAt : nil) ?? positionInShown(slot)
        if isBeforeEndOfShown(position) || wasComplete {
          insertShown(slot, at: position, into: &edits)
        }
      }
    }
    if shownCount > limit, let last = shown.lastPath, let oldLast {
      // Only possible when the row was not shown before: the one pushed out is the old last.
      let dropped = shown[last]!
      let key = shown.sections[last.section].id
      edits.removed(dropped, from: oldLast, key: key, emptied: shown.removeItem(at: last))
      shownCount -= 1
    } else if shownCount < limit, !wasComplete,
      let next = nextMatch(after: shown.lastPath.map { shown[$0]! })
    {
      insertShown(next, at: positionInShown(next), into: &edits)
    }
    let changedSection = old.map(descriptor.section(of:)) != new.map(descriptor.section(of:))
    return edits.changes(updated: old != nil ? slot : nil, changedSection: changedSection)
  }

  /// Whether an entity changing from `old` to `new` keeps its section (both present).
  @inlinable func staysInSection(_ old: Entity?, _ new: Entity?) -> Bool {
    guard let old, let new else { return false }
    return descriptor.section(of: old) == descriptor.section(of: new)
  }

  /// The row the shown entity in `slot` (still at `from`, now holding its new value) moves to
  /// within its section, or nil when it would go past the last shown row of a full list.
  @inlinable func rowInShown(_ slot: Int, movingFrom from: RowPath, wasComplete: Bool) -> Int? {
    let row = rowAmongOthers(slot, at: from, in: shown)
    let isLastSection = from.section == shown.sections.count - 1
    let isPastTheEnd = isLastSection && row == shown.sections[from.section].items.count - 1
    // Past the end of a full list, rows that were hidden may now come first: not a rotation.
    return isPastTheEnd && !wasComplete ? nil : row
  }

  /// Where the entity in `slot`, still at `path` of `rows` but now holding its new value, goes
  /// in its section once taken out: a binary search over the section as if the row were gone.
  @inlinable func rowAmongOthers(
    _ slot: Int, at path: RowPath, in rows: SectionedSnapshot<SectionKey, Int>
  ) -> Int {
    slots.firstRow(in: rows.sections[path.section].items, notBefore: slot, skipping: path.row)
  }

  @inlinable mutating func insertShown(
    _ slot: Int, at position: RowPosition, into edits: inout ShownEdits<Int>
  ) {
    let key = slots.keys.section(at: slot)
    shown.insertItem(slot, at: position, section: key)
    shownCount += 1
    edits.added(slot, at: position.path, key: key, created: position.isNewSection)
  }
}
