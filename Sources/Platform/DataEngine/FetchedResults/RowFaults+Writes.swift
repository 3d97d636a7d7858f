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
    var edits = ShownEdits<Entity.ID>()
    let stays = old != nil && new != nil
    if let old {
      // The row's own entity already holds the new value: it is where the old one sorts.
      guard let from = search.firstRow(in: ids, notBefore: old, sortingOwnRowAs: id),
        from < ids.count, ids[from] == id
      else { return nil }
      ids.remove(at: from)
      edits.removed(
        id, from: RowPath(section: 0, row: from), key: .all, emptied: !stays && ids.isEmpty)
    }
    if let new {
      guard let to = search.firstRow(in: ids, notBefore: new, sortingOwnRowAs: nil) else {
        return nil
      }
      ids.insert(id, at: to)
      edits.added(
        id, at: RowPath(section: 0, row: to), key: .all, created: !stays && ids.count == 1)
    }
    let rows = RowFaults(
      store: store, descriptor: descriptor, count: ids.count, ids: ids, cache: search.cache)
    return (rows, edits.changes(updated: old != nil ? id : nil, changedSection: false))
  }

  /// These rows once `entities`, new to the store, are inserted, and the rows they take, as
  /// held rows report a batch: in order, each found by binary search from the one before. A
  /// page of a load in id order reads no row; in another order, a batch of more than
  /// ``batchSize`` gives nil (a search per entity would read more than every id does).
  @inlinable func inserting(
    _ entities: [Entity], cache: [Entity.ID: Entity]
  ) -> (rows: RowFaults<Entity>, changes: ChangeSet)? {
    guard isInIDOrder || entities.count <= Self.batchSize else { return nil }
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
      store: store, descriptor: descriptor, count: ids.count, ids: ids, cache: search.cache)
    return (faults, changes)
  }

  /// `value` when the descriptor's predicate accepts it (one that throws counts as a no).
  @inlinable func accepted(_ value: Entity) -> Entity? {
    (try? descriptor.passesPredicate(value)) == true ? value : nil
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
      if order.keys.isEmpty {
        before = id < value.id
      } else if id == own {
        before = false
      } else {
        guard let entity = entity(id) else { return nil }
        before = order.precedesWithinSection(entity, value)
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
