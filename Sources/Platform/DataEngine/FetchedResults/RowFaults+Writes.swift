import Essentials

// A write to one entity, applied to faulted rows where it lands: the row it left and the row it
// takes found by binary search, at the cost of the few dozen rows a search reads, not of every
// id read again.
extension RowFaults {
  /// These rows once `change` is applied, and what changed, as held rows report it (one
  /// rotation, an insertion or a removal; a batch's insertions); `before` holds the value the
  /// change replaced, and `cache` the entities the new rows start with.
  ///
  /// Nil when the change is neither one write to one entity nor a batch that only inserts,
  /// not every id is known, the rows have a limit, the value replaced is not known, or a row
  /// searched cannot be read: the controller then reads every id again and compares.
  @inlinable func applying(
    _ change: StoreChange<Entity>, before: [Entity.ID: Entity], cache: [Entity.ID: Entity]
  ) -> (rows: RowFaults<Entity>, changes: ChangeSet)? {
    guard descriptor.fetchLimit == nil else { return nil }
    if change.inserted.count > 1, change.updated.isEmpty, change.deleted.isEmpty {
      return inserting(change.inserted, cache: cache)
    }
    guard change.inserted.count + change.updated.count + change.deleted.count == 1 else {
      return nil
    }
    let written = change.inserted.first ?? change.updated.first
    guard let id = written?.id ?? change.deleted.first else { return nil }
    var old: Entity?
    if change.inserted.isEmpty {
      guard let value = before[id] else { return nil }
      old = accepted(value)
    }
    let new = written.flatMap(accepted)
    var ids = known.withLock { $0 }
    guard ids.count == count else { return nil }
    var search = RowSearch(store: store, order: EntityOrder(descriptor), cache: cache)
    var layout = SectionCounts(sections)
    var edits = ShownEdits<Entity.ID>()
    if let old {
      // The row's own entity already holds the new value: it is where the old one sorts.
      guard let from = search.firstRow(in: ids, notBefore: old, sortingOwnRowAs: id),
        from < ids.count, ids[from] == id
      else { return nil }
      ids.remove(at: from)
      let (path, key, emptied) = layout.remove(at: from)
      edits.removed(id, from: path, key: key, emptied: emptied)
    }
    if let new {
      guard let to = search.firstRow(in: ids, notBefore: new, sortingOwnRowAs: nil) else {
        return nil
      }
      ids.insert(id, at: to)
      let key = descriptor.section(of: new)
      let (path, created) = layout.insert(at: to, key: key)
      edits.added(id, at: path, key: key, created: created)
    }
    let rows = RowFaults(
      store: store, descriptor: descriptor, sections: layout.sections, ids: ids,
      cache: search.cache)
    let changedSection = old.map(descriptor.section(of:)) != new.map(descriptor.section(of:))
    return (rows, edits.changes(updated: old != nil ? id : nil, changedSection: changedSection))
  }

  /// These rows once `entities`, new to the store, are inserted, and the rows they take, as
  /// held rows report a batch: in order, each found by binary search from the one before. A
  /// page of a load in id order reads no row; in another order, a batch of more than
  /// ``batchSize`` gives nil (a search per entity would read more than every id does).
  @inlinable func inserting(
    _ entities: [Entity], cache: [Entity.ID: Entity]
  ) -> (rows: RowFaults<Entity>, changes: ChangeSet)? {
    // Rows in sections go the old way: a page moves rows of many of them.
    guard descriptor.sectionKey == nil, isInIDOrder || entities.count <= Self.batchSize else {
      return nil
    }
    var ids = known.withLock { $0 }
    guard ids.count == count else { return nil }
    let order = EntityOrder(descriptor)
    let arriving = entities.filter { accepted($0) != nil }.sorted(by: order.precedesWithinSection)
    var search = RowSearch(store: store, order: order, cache: cache)
    var rows: [RowPath] = []
    var next = 0
    for entity in arriving {
      // Each arrives after the one before, so the rows recorded are where they end up.
      guard let row = search.firstRow(in: ids, notBefore: entity, sortingOwnRowAs: nil, from: next)
      else { return nil }
      ids.insert(entity.id, at: row)
      rows.append(RowPath(section: 0, row: row))
      next = row + 1
    }
    let changes =
      count > 0
      ? ChangeSet(insertedRows: rows)
      : ChangeSet(insertedSections: arriving.isEmpty ? [] : [0])
    let faults = RowFaults(
      store: store, descriptor: descriptor,
      sections: ids.isEmpty ? [] : [FetchedSection(key: .all, count: ids.count)], ids: ids,
      cache: search.cache)
    return (faults, changes)
  }

  /// `value` when the descriptor's search and predicate accept it (a predicate that throws
  /// counts as a no).
  @inlinable func accepted(_ value: Entity) -> Entity? {
    (try? descriptor.isSelected(value)) == true ? value : nil
  }
}

/// A binary search over faulted rows by their order: each row it looks at is read by id (from
/// the entities read before, or one row from the store), a few dozen rows for a million.
@usableFromInline struct RowSearch<Entity: StoreEntity> {
  @usableFromInline let store: any FaultingStore<Entity>
  @usableFromInline let order: EntityOrder<Entity>
  /// The entities read: those given, and those the search read.
  @usableFromInline var cache: [Entity.ID: Entity]

  @inlinable init(
    store: any FaultingStore<Entity>, order: EntityOrder<Entity>, cache: [Entity.ID: Entity]
  ) {
    self.store = store
    self.order = order
    self.cache = cache
  }

  /// Whether rows are in id order alone: then no row is read.
  @inlinable var isByID: Bool { order.keys.isEmpty && order.descriptor.sectionKey == nil }

  /// The first row of `ids` from `start` whose entity does not come before `value`; the row of
  /// `own` (if any) counts as holding `value` itself. Nil when a row looked at cannot be read.
  @inlinable mutating func firstRow(
    in ids: RowChunks<Entity.ID>, notBefore value: Entity, sortingOwnRowAs own: Entity.ID?,
    from start: Int = 0
  ) -> Int? {
    var low = start
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      let id = ids[middle]
      let before: Bool
      if isByID {
        before = id < value.id
      } else if id == own {
        before = false
      } else {
        guard let entity = entity(id) else { return nil }
        before = order.areInIncreasingOrder(entity, value)
      }
      if before { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The entity `id`: read before, or read now.
  @inlinable mutating func entity(_ id: Entity.ID) -> Entity? {
    if let entity = cache[id] { return entity }
    guard let entity = try? store.faultedEntities(withIDs: [id]).first else { return nil }
    cache[id] = entity
    return entity
  }
}

/// The sections of faulted rows as one write edits them: the row a position falls in, a row
/// taken out (its section emptied or not) and put in (its section new or not).
@usableFromInline struct SectionCounts {
  @usableFromInline var sections: [FetchedSection]

  @inlinable init(_ sections: [FetchedSection]) { self.sections = sections }

  /// Takes out row `position`: its path before, its section's key, and whether it was the
  /// section's last row (the section is gone).
  @inlinable mutating func remove(at position: Int) -> (RowPath, SectionKey, emptied: Bool) {
    var start = 0
    for (index, section) in sections.enumerated() {
      guard position >= start + section.count else {
        let path = RowPath(section: index, row: position - start)
        if section.count == 1 {
          sections.remove(at: index)
        } else {
          sections[index] = FetchedSection(key: section.key, count: section.count - 1)
        }
        return (path, section.key, section.count == 1)
      }
      start += section.count
    }
    preconditionFailure("row \(position) is past the \(start) rows of faulted sections")
  }

  /// Puts a row in at `position`, in the section keyed `key`: its path after, and whether its
  /// section is new. Sections are in key order, so a new one goes before the first after it.
  @inlinable mutating func insert(at position: Int, key: SectionKey) -> (RowPath, created: Bool) {
    var start = 0
    for (index, section) in sections.enumerated() {
      if section.key == key {
        sections[index] = FetchedSection(key: key, count: section.count + 1)
        return (RowPath(section: index, row: position - start), false)
      }
      if key < section.key {
        sections.insert(FetchedSection(key: key, count: 1), at: index)
        return (RowPath(section: index, row: 0), true)
      }
      start += section.count
    }
    sections.append(FetchedSection(key: key, count: 1))
    return (RowPath(section: sections.count - 1, row: 0), true)
  }
}
