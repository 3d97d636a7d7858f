import Essentials

// How the controller changes its rows: a search, a new descriptor, a store's commit, whether
// the rows are held or faulted in from the store (<doc:FaultingRows>).
extension FetchedResultsController {
  /// Listens to the store: its commits, and (a store that faults rows in) its writes to come.
  @inlinable func listen() -> StoreSubscription {
    guard let faulting else {
      return store.observe { [weak self] change in self?.storeDidCommit(change, before: [:]) }
    }
    return Self.both(
      faulting.observeFaulting { [weak self] change, before in
        self?.storeDidCommit(change, before: before)
      },
      faulting.observeWillWrite { [weak self] in self?.readEveryID() })
  }

  /// The first rows for `descriptor`: faulted in from the store when it can, else held.
  @inlinable func start(with descriptor: FetchDescriptor<Entity>) throws {
    if let rows = try fault(descriptor) {
      faulted.withLock { $0 = rows }
    } else {
      let fetched = try fetch(descriptor)
      rows.withLock { $0 = fetched }
    }
  }

  /// Keeps the rows the text search matches `term` (if the descriptor has a search); announces
  /// and returns the difference.
  @discardableResult
  @inlinable public func search(for term: String) -> ChangeSet {
    if let faulting, let search = descriptor.search {
      // Faulted rows have no text to search: fetch them with the term instead. Held rows that
      // the store can fault again (the term cleared) are let go, and faulted.
      var next = descriptor
      next.search = search.searching(for: term)
      if faultedRows != nil || faulting.canFault(next) {
        return (try? setDescriptor(next)) ?? ChangeSet()
      }
    }
    return announce { engine.search(&$0, term) }
  }

  /// Fetches with `descriptor` instead; announces and returns the difference.
  @discardableResult
  @inlinable public func setDescriptor(_ descriptor: FetchDescriptor<Entity>) throws -> ChangeSet {
    try announcing.withLock { _ in
      let changes: ChangeSet
      if let before = faultedRows {
        if let now = try fault(descriptor) {
          replaceFaulted(with: now)
          // Row by row only when both are whole: a long list's ids are not joined to be dropped.
          changes = FaultedRows<Entity>.changes(
            from: now.faults.isWhole ? before.snapshotIfWhole : nil, before.sections, to: now)
        } else {
          let fetched = try fetch(descriptor)
          rows.withLock { $0 = fetched }
          replaceFaulted(with: nil)
          changes = FaultedRows<Entity>.changes(
            from: before.snapshotIfWhole, before.sections, to: fetched.snapshot)
        }
      } else if let now = try fault(descriptor) {
        // The held rows' ids only when the new rows are whole, to say how each row moved.
        let (old, sections) = rows.withLock { rows in
          (
            now.faults.isWhole ? rows.snapshot : nil,
            rows.shown.sections.map { FetchedSection(key: $0.id, count: $0.items.count) }
          )
        }
        rows.withLock { $0 = engine.rows(descriptor, []) }
        replaceFaulted(with: now)
        changes = FaultedRows<Entity>.changes(from: old, sections, to: now)
      } else {
        let fetched = try fetch(descriptor)
        changes = rows.withLock { engine.replace(&$0, fetched) }
      }
      if !changes.isEmpty { listeners.notify(changes) }
      return changes
    }
  }

  @inlinable func storeDidCommit(_ change: StoreChange<Entity>, before: [Entity.ID: Entity]) {
    announcing.withLock { _ in
      if faulting != nil {
        retired.withLock { retired in
          retired.removeAll { $0.faults == nil }
          for rows in retired { rows.faults?.keep(before) }
        }
      }
      guard let old = faultedRows else {
        let changes = rows.withLock { engine.apply(&$0, change) }
        if !changes.isEmpty { listeners.notify(changes) }
        return
      }
      // The rows faulted before this commit keep what it replaced, for values that hold them.
      let updated = Set(change.updated.map(\.id))
      let changes: ChangeSet
      let cache = old.faults.cacheUntouched(by: change)
      if let (now, moved) = old.faults.applying(change, before: before, cache: cache) {
        replaceFaulted(with: FaultedRows(descriptor: old.descriptor, faults: now))
        old.faults.keep(before)
        changes = moved
      } else if let now = try? fault(old.descriptor, cache: cache, everyID: true) {
        replaceFaulted(with: now)
        old.faults.keep(before)
        changes = FaultedRows<Entity>.changes(from: old.snapshot, to: now.snapshot, by: change)
      } else if let fetched = try? fetch(old.descriptor) {
        rows.withLock { $0 = fetched }
        replaceFaulted(with: nil)
        old.faults.keep(before)
        changes = SnapshotDiff.changes(from: old.snapshot, to: fetched.snapshot, updated: updated)
      } else {
        return
      }
      if !changes.isEmpty { listeners.notify(changes) }
    }
  }

  @discardableResult
  @inlinable func announce(_ update: (inout FetchedRows<Entity>) -> ChangeSet) -> ChangeSet {
    announcing.withLock { _ in
      let changes = rows.withLock { update(&$0) }
      if !changes.isEmpty { listeners.notify(changes) }
      return changes
    }
  }

  /// Makes `now` the faulted rows (nil: the rows are held), retiring the faulted rows before.
  @inlinable func replaceFaulted(with now: FaultedRows<Entity>?) {
    let old = faulted.withLock { faulted in
      defer { faulted = now }
      return faulted
    }
    guard let old else { return }
    old.faults.retire()
    retired.withLock { $0.append(WeakFaults(old.faults)) }
  }

  /// Faulted rows for `descriptor` (their first ids, or `everyID`), or nil when the store
  /// cannot fault them.
  @inlinable func fault(
    _ descriptor: FetchDescriptor<Entity>, cache: [Entity.ID: Entity] = [:],
    everyID: Bool = false
  ) throws -> FaultedRows<Entity>? {
    guard let faulting else { return nil }
    let first = everyID ? nil : RowFaults<Entity>.firstIDs
    guard let window = try faulting.faultedWindow(for: descriptor, first: first) else {
      return nil
    }
    return FaultedRows(
      descriptor: descriptor,
      faults: RowFaults(
        store: faulting, descriptor: descriptor, sections: window.sections,
        ids: RowChunks(splitting: window.ids), cache: cache))
  }

  /// The faulted rows, or nil when the rows are held; a store that cannot fault rows in
  /// costs no lock here.
  @inlinable var faultedRows: FaultedRows<Entity>? {
    faulting == nil ? nil : faulted.withLock { $0 }
  }

  /// One subscription that ends `first` and `second`.
  @inlinable static func both(
    _ first: StoreSubscription, _ second: StoreSubscription
  ) -> StoreSubscription {
    StoreSubscription {
      first.cancel()
      second.cancel()
    }
  }

  /// Reads every id of the faulted rows, current and retired, before a commit changes the
  /// rows they were read from.
  /// Runs under `announcing`: no rows are being faulted and not yet kept while it looks.
  @inlinable func readEveryID() {
    announcing.withLock { _ in
      if let faults = faulted.withLock({ $0 })?.faults, !faults.isWhole { _ = faults.everyID }
      let retired = retired.withLock { $0.compactMap(\.faults) }
      for faults in retired where !faults.isWhole { _ = faults.everyID }
    }
  }

  /// Fresh rows: the store evaluates the predicate; ordering, search and limit are done here, so
  /// the order is exactly the one binary searches assume, whatever the store.
  @inlinable func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> FetchedRows<Entity> {
    let candidates = try store.fetch(FetchDescriptor(predicate: descriptor.predicate))
    return engine.rows(descriptor, candidates)
  }
}

/// Rows faulted in from a store: the descriptor and the faults (ids, and entities read).
@usableFromInline struct FaultedRows<Entity: StoreEntity>: Sendable {
  @usableFromInline let descriptor: FetchDescriptor<Entity>
  @usableFromInline let faults: RowFaults<Entity>

  @inlinable init(descriptor: FetchDescriptor<Entity>, faults: RowFaults<Entity>) {
    self.descriptor = descriptor
    self.faults = faults
  }

  /// The ids, in their sections: reads every id.
  @inlinable var snapshot: SectionedSnapshot<SectionKey, Entity.ID> {
    let ids = faults.ids
    return SectionedSnapshot(
      sections: zip(faults.sections, faults.starts).map { section, start in
        .init(id: section.key, items: Array(ids[start..<(start + section.count)]))
      })
  }

  /// The snapshot when every id has been read, else nil.
  @inlinable var snapshotIfWhole: SectionedSnapshot<SectionKey, Entity.ID>? {
    faults.isWhole ? snapshot : nil
  }

  @inlinable var sections: [FetchedSection] { faults.sections }

  /// The change from rows that were `old` (nil when not every id was read; `sections` says how
  /// many sections they had) to `new` rows: row by row when both are known whole, else the
  /// old sections deleted and the new inserted, as a table reloads, rather than reading every
  /// id of a long list to say how it moved.
  @inlinable static func changes(
    from old: SectionedSnapshot<SectionKey, Entity.ID>?, _ sections: [FetchedSection],
    to new: FaultedRows<Entity>
  ) -> ChangeSet {
    guard let old, new.faults.isWhole else {
      return ChangeSet(
        deletedSections: Array(sections.indices), insertedSections: Array(new.sections.indices))
    }
    return SnapshotDiff.changes(from: old, to: new.snapshot)
  }

  /// The change a commit made from `old` rows to `new` ones (both whole): as held rows say it.
  /// One entity whose row stays among the same others moved, if it moved (held rows move it
  /// by binary search); anything else is diffed, as held rows diff a batch.
  @inlinable static func changes(
    from old: SectionedSnapshot<SectionKey, Entity.ID>,
    to new: SectionedSnapshot<SectionKey, Entity.ID>, by change: StoreChange<Entity>
  ) -> ChangeSet {
    let updated = Set(change.updated.map(\.id))
    if change.inserted.isEmpty, change.deleted.isEmpty, let id = updated.first, updated.count == 1,
      old.sections.count == 1, new.sections.count == 1, let before = old.sections.first?.items,
      let after = new.sections.first?.items,
      before.count == after.count, let from = before.firstIndex(of: id),
      let to = after.firstIndex(of: id),
      before.lazy.filter({ $0 != id }).elementsEqual(after.lazy.filter { $0 != id })
    {
      let target = RowPath(section: 0, row: to)
      let moves = from == to ? [] : [RowMove(from: RowPath(section: 0, row: from), to: target)]
      return ChangeSet(movedRows: moves, updatedRows: [target])
    }
    return SnapshotDiff.changes(from: old, to: new, updated: updated)
  }

  /// The change from rows that were `old` (as above) to held rows that are `new`.
  @inlinable static func changes(
    from old: SectionedSnapshot<SectionKey, Entity.ID>?, _ sections: [FetchedSection],
    to new: SectionedSnapshot<SectionKey, Entity.ID>
  ) -> ChangeSet {
    guard let old else {
      return ChangeSet(
        deletedSections: Array(sections.indices), insertedSections: Array(new.sections.indices))
    }
    return SnapshotDiff.changes(from: old, to: new)
  }
}

/// Retired faults, held weakly: a value that holds them keeps them alive.
@usableFromInline struct WeakFaults<Entity: StoreEntity>: Sendable {
  @usableFromInline weak var faults: RowFaults<Entity>?
  @inlinable init(_ faults: RowFaults<Entity>) { self.faults = faults }
}
