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
/// Over a ``SQLiteStore`` it holds ids only, and reads rows in batches (<doc:FaultingRows>).
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
  /// The rows, when faulted in from the store rather than held (then `rows` holds none).
  @usableFromInline let faulted = Locked<FaultedRows<Entity>?>(nil)
  /// Rows faulted before, which values taken then still read (``RowFaults``).
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
    let subscription = listen()
    self.subscription.withLock { $0 = subscription }
    try announcing.withLock { _ in try start(with: descriptor) }
  }

  /// The descriptor in use.
  @inlinable public var descriptor: FetchDescriptor<Entity> {
    if let faulted = faultedRows { return faulted.descriptor }
    return rows.withLock { $0.descriptor }
  }

  /// The ids on offer, in sections, in order: a pass over the rows; to draw a page, prefer
  /// ``entities(inSection:rows:)``.
  @inlinable public var snapshot: SectionedSnapshot<SectionKey, Entity.ID> {
    if let faulted = faultedRows { return faulted.snapshot }
    return rows.withLock { $0.snapshot }
  }

  /// How many rows there are, in all sections.
  @inlinable public var count: Int {
    if let faulted = faultedRows { return faulted.faults.count }
    return rows.withLock { $0.shownCount }
  }

  /// The rows now, as a value that keeps them whatever the store does later; copies nothing
  /// (``FetchedResults``).
  @inlinable public var results: FetchedResults<Entity> {
    if let faulted = faultedRows {
      return FetchedResults(faulted.faults, descriptor: faulted.descriptor, engine: engine)
    }
    return rows.withLock { FetchedResults($0) }
  }

  /// The sections, with how many rows each holds; costs one step per section, not per row.
  @inlinable public var sections: [FetchedSection] {
    if let faulted = faultedRows { return faulted.sections }
    return rows.withLock { rows in
      rows.shown.sections.map { FetchedSection(key: $0.id, count: $0.items.count) }
    }
  }

  /// The entity in the row at `path`, or nil when there is no such row.
  @inlinable public func entity(at path: RowPath) -> Entity? {
    if let faulted = faultedRows { return faulted.faults.entity(at: path) }
    return rows.withLock { rows in rows.shown[path].map { rows.slots[$0] } }
  }

  /// The path of the row showing the entity `id`, or nil when no row shows it: how a front end
  /// finds a row it holds by identity after the list changed.
  @inlinable public func path(of id: Entity.ID) -> RowPath? {
    if let faulted = faultedRows { return faulted.faults.path(of: id) }
    return rows.withLock { rows in rows.slots.slot(of: id).flatMap(rows.pathInShown) }
  }

  /// The entities of the rows `range` of section `section`, clamped to the rows there are.
  @inlinable public func entities(inSection section: Int, rows range: Range<Int>) -> [Entity] {
    if let faulted = faultedRows {
      return faulted.faults.entities(inSection: section, rows: range)
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
}
