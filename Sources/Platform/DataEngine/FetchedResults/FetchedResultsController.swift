import Essentials

/// Watches a store through a fetch descriptor: holds the current sections and rows, and for every
/// committed change tells its listeners exactly which sections and rows were inserted, deleted,
/// moved or updated, as one ``ChangeSet`` valid for one batch update.
///
/// A change to one entity moves its row by binary search; a batch is applied, then diffed. The
/// fetch limit holds after every change. ``search(for:)`` refilters the rows already fetched;
/// ``setDescriptor(_:)`` fetches again. Listeners are called on the thread that made the change,
/// one at a time, in order; they may read the controller and the store, not write to them.
///
/// Over a store that can fault rows in (``SQLiteStore``, for a descriptor its stored keys
/// answer), the controller holds the ids of its rows only, and reads entities a batch at a
/// time as they are asked for; after each commit it reads the ids again and reports the
/// difference (the article "Faulting rows from SQLite").
///
/// ```swift
/// let words = try FetchedResultsController(store: store, descriptor: descriptor)
/// let subscription = words.observe { changes in print(changes.summary) }
/// try store.upsert(Word(id: 7, text: "pear"))   // prints "1 inserted"
/// words.snapshot.sections                         // [.text("P"): [7, ...], ...]
/// ```
public final class FetchedResultsController<Entity: StoreEntity>: Sendable {
  /// The store watched.
  public let store: any Store<Entity>
  @usableFromInline let rows: Locked<FetchedRows<Entity>>
  /// The rows when they are faulted in from the store rather than held (then `rows` holds
  /// none), or nil.
  @usableFromInline let faulted = Locked<FaultedRows<Entity>?>(nil)
  /// Rows faulted before, which values taken then still read: they keep what later commits
  /// replace or remove, for as long as a value holds them.
  @usableFromInline let retired = Locked<[WeakFaults<Entity>]>([])
  /// Held while a change is applied and announced, so listeners hear changes in order.
  @usableFromInline let announcing = Locked(())
  @usableFromInline let listeners = ObserverList<ChangeSet>()
  @usableFromInline let subscription = Locked<StoreSubscription?>(nil)
  /// The engine compiled for `Entity`, wherever this controller was made (``EntityEngine``).
  @usableFromInline let engine: EntityEngine<Entity>
  /// The store, when it can fault rows in.
  @usableFromInline let faulting: (any FaultingStore<Entity>)?

  /// Fetches what `descriptor` selects from `store` and starts watching it.
  @inlinable
  public init(store: any Store<Entity>, descriptor: FetchDescriptor<Entity>) throws {
    self.store = store
    let engine = Entity.engine
    self.engine = engine
    let faulting = store as? any FaultingStore<Entity>
    self.faulting = faulting
    rows = Locked(engine.rows(descriptor, []))
    // Listen first, then fetch: a commit in between is applied to the fresh rows as "the entity
    // is now this", which they already say, so nothing is missed and nothing is doubled.
    let subscription =
      if let faulting {
        Self.both(
          faulting.observeFaulting { [weak self] change, before in
            self?.storeDidCommit(change, before: before)
          },
          faulting.observeWillWrite { [weak self] in self?.readEveryID() })
      } else {
        store.observe { [weak self] change in self?.storeDidCommit(change, before: [:]) }
      }
    self.subscription.withLock { $0 = subscription }
    try announcing.withLock { _ in
      if let rows = try fault(descriptor) {
        faulted.withLock { $0 = rows }
      } else {
        let fetched = try fetch(descriptor)
        rows.withLock { $0 = fetched }
      }
    }
  }

  /// The descriptor in use.
  @inlinable public var descriptor: FetchDescriptor<Entity> {
    if let faulted = faulted.withLock({ $0 }) { return faulted.descriptor }
    return rows.withLock { $0.descriptor }
  }

  /// The ids on offer, in sections, in order: a pass over the rows; to draw a page, prefer
  /// ``entities(inSection:rows:)``.
  @inlinable public var snapshot: SectionedSnapshot<SectionKey, Entity.ID> {
    if let faulted = faulted.withLock({ $0 }) { return faulted.snapshot }
    return rows.withLock { $0.snapshot }
  }

  /// How many rows there are, in all sections.
  @inlinable public var count: Int {
    if let faulted = faulted.withLock({ $0 }) { return faulted.faults.count }
    return rows.withLock { $0.shownCount }
  }

  /// The rows now, as a value that keeps them whatever the store does later; copies nothing
  /// (``FetchedResults``).
  @inlinable public var results: FetchedResults<Entity> {
    if let faulted = faulted.withLock({ $0 }) {
      return FetchedResults(faulted.faults, descriptor: faulted.descriptor, engine: engine)
    }
    return rows.withLock { FetchedResults($0) }
  }

  /// The sections, with how many rows each holds; costs one step per section, not per row.
  @inlinable public var sections: [FetchedSection] {
    if let faulted = faulted.withLock({ $0 }) { return faulted.sections }
    return rows.withLock { rows in
      rows.shown.sections.map { FetchedSection(key: $0.id, count: $0.items.count) }
    }
  }

  /// The entity in the row at `path`, or nil when there is no such row.
  @inlinable public func entity(at path: RowPath) -> Entity? {
    if let faulted = faulted.withLock({ $0 }) {
      return path.section == 0 ? faulted.faults.entity(at: path.row) : nil
    }
    return rows.withLock { rows in rows.shown[path].map { rows.slots[$0] } }
  }

  /// The path of the row showing the entity `id`, or nil when no row shows it: how a front end
  /// finds a row it holds by identity after the list changed.
  @inlinable public func path(of id: Entity.ID) -> RowPath? {
    if let faulted = faulted.withLock({ $0 }) {
      return faulted.faults.position(of: id).map { RowPath(section: 0, row: $0) }
    }
    return rows.withLock { rows in rows.slots.slot(of: id).flatMap(rows.pathInShown) }
  }

  /// The entities of the rows `range` of section `section`, clamped to the rows there are.
  @inlinable public func entities(inSection section: Int, rows range: Range<Int>) -> [Entity] {
    if let faulted = faulted.withLock({ $0 }) {
      return section == 0 ? faulted.faults.entities(in: range) : []
    }
    return rows.withLock { rows in
      guard rows.shown.sections.indices.contains(section) else { return [] }
      let items = rows.shown.sections[section].items
      let clamped = range.clamped(to: items.indices)
      return items[clamped].map { rows.slots[$0] }
    }
  }

  /// Calls `listener` with the change set of every later change to the rows.
  @inlinable public func observe(
    _ listener: @escaping @Sendable (ChangeSet) -> Void
  ) -> StoreSubscription {
    listeners.add(listener)
  }

  /// Keeps the rows the text search matches `term` (if the descriptor has a search); announces
  /// and returns the difference.
  @discardableResult
  @inlinable public func search(for term: String) -> ChangeSet {
    if let faulted = faulted.withLock({ $0 }), let search = faulted.descriptor.search {
      // Faulted rows have no text to search: fetch them with the term instead.
      var descriptor = faulted.descriptor
      descriptor.search = search.searching(for: term)
      return (try? setDescriptor(descriptor)) ?? ChangeSet()
    }
    return announce { engine.search(&$0, term) }
  }

  /// Fetches with `descriptor` instead; announces and returns the difference.
  @discardableResult
  @inlinable public func setDescriptor(_ descriptor: FetchDescriptor<Entity>) throws -> ChangeSet {
    try announcing.withLock { _ in
      let changes: ChangeSet
      if let before = faulted.withLock({ $0 }) {
        if let now = try fault(descriptor) {
          replaceFaulted(with: now)
          changes = FaultedRows<Entity>.changes(
            from: before.snapshotIfWhole, before.sections, to: now)
        } else {
          let fetched = try fetch(descriptor)
          rows.withLock { $0 = fetched }
          replaceFaulted(with: nil)
          changes = FaultedRows<Entity>.changes(
            from: before.snapshotIfWhole, before.sections, to: fetched.snapshot)
        }
      } else if let now = try fault(descriptor) {
        let old = rows.withLock { $0.snapshot }
        rows.withLock { $0 = engine.rows(descriptor, []) }
        replaceFaulted(with: now)
        let sections = old.sections.map { FetchedSection(key: $0.id, count: $0.items.count) }
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
      retired.withLock { retired in
        retired.removeAll { $0.faults == nil }
        for rows in retired { rows.faults?.keep(before) }
      }
      guard let old = faulted.withLock({ $0 }) else {
        let changes = rows.withLock { engine.apply(&$0, change) }
        if !changes.isEmpty { listeners.notify(changes) }
        return
      }
      // The rows faulted before this commit keep what it replaced, for values that hold them.
      let updated = Set(change.updated.map(\.id))
      let changes: ChangeSet
      let cache = old.faults.cacheUntouched(by: change)
      if let now = try? fault(old.descriptor, cache: cache, everyID: true) {
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
    let window: (count: Int, ids: [Entity.ID])?
    if everyID {
      window = try faulting.faultedIDs(for: descriptor).map { ($0.count, $0) }
    } else {
      window = try faulting.faultedWindow(for: descriptor, first: RowFaults<Entity>.firstIDs)
    }
    guard let window else { return nil }
    return FaultedRows(
      descriptor: descriptor,
      faults: RowFaults(
        store: faulting, descriptor: descriptor, count: window.count, ids: window.ids,
        cache: cache))
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
      if let faults = faulted.withLock({ $0 })?.faults, !faults.isWhole { _ = faults.ids }
      let retired = retired.withLock { $0.compactMap(\.faults) }
      for faults in retired where !faults.isWhole { _ = faults.ids }
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

  /// The ids, in the one section faulted rows have: reads every id.
  @inlinable var snapshot: SectionedSnapshot<SectionKey, Entity.ID> {
    let ids = faults.ids
    return SectionedSnapshot(sections: ids.isEmpty ? [] : [.init(id: .all, items: ids)])
  }

  /// The snapshot when every id has been read, else nil.
  @inlinable var snapshotIfWhole: SectionedSnapshot<SectionKey, Entity.ID>? {
    faults.isWhole ? snapshot : nil
  }

  @inlinable var sections: [FetchedSection] {
    faults.count == 0 ? [] : [FetchedSection(key: .all, count: faults.count)]
  }

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
      let before = old.sections.first?.items, let after = new.sections.first?.items,
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
