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
  /// Held while a change is applied and announced, so listeners hear changes in order.
  @usableFromInline let announcing = Locked(())
  @usableFromInline let listeners = ObserverList<ChangeSet>()
  @usableFromInline let subscription = Locked<StoreSubscription?>(nil)
  /// The engine compiled for `Entity`, wherever this controller was made (``EntityEngine``).
  @usableFromInline let engine: EntityEngine<Entity>

  /// Fetches what `descriptor` selects from `store` and starts watching it.
  @inlinable
  public init(store: any Store<Entity>, descriptor: FetchDescriptor<Entity>) throws {
    self.store = store
    let engine = Entity.engine
    self.engine = engine
    rows = Locked(engine.rows(descriptor, []))
    // Listen first, then fetch: a commit in between is applied to the fresh rows as "the entity
    // is now this", which they already say, so nothing is missed and nothing is doubled.
    let subscription = store.observe { [weak self] change in self?.storeDidCommit(change) }
    self.subscription.withLock { $0 = subscription }
    try announcing.withLock { _ in
      let fetched = try fetch(descriptor)
      rows.withLock { $0 = fetched }
    }
  }

  /// The descriptor in use.
  @inlinable public var descriptor: FetchDescriptor<Entity> { rows.withLock { $0.descriptor } }

  /// The ids on offer, in sections, in order: a pass over the rows; to draw a page, prefer
  /// ``entities(inSection:rows:)``.
  @inlinable public var snapshot: SectionedSnapshot<SectionKey, Entity.ID> {
    rows.withLock { $0.snapshot }
  }

  /// How many rows there are, in all sections.
  @inlinable public var count: Int { rows.withLock { $0.shownCount } }

  /// The rows now, as a value that keeps them whatever the store does later; copies nothing
  /// (``FetchedResults``).
  @inlinable public var results: FetchedResults<Entity> { rows.withLock { FetchedResults($0) } }

  /// The sections, with how many rows each holds; costs one step per section, not per row.
  @inlinable public var sections: [FetchedSection] {
    rows.withLock { rows in
      rows.shown.sections.map { FetchedSection(key: $0.id, count: $0.items.count) }
    }
  }

  /// The entity in the row at `path`, or nil when there is no such row.
  @inlinable public func entity(at path: RowPath) -> Entity? {
    rows.withLock { rows in rows.shown[path].map { rows.slots[$0] } }
  }

  /// The path of the row showing the entity `id`, or nil when no row shows it: how a front end
  /// finds a row it holds by identity after the list changed.
  @inlinable public func path(of id: Entity.ID) -> RowPath? {
    rows.withLock { rows in rows.slots.slot(of: id).flatMap(rows.pathInShown) }
  }

  /// The entities of the rows `range` of section `section`, clamped to the rows there are.
  @inlinable public func entities(inSection section: Int, rows range: Range<Int>) -> [Entity] {
    rows.withLock { rows in
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
    announce { engine.search(&$0, term) }
  }

  /// Fetches with `descriptor` instead; announces and returns the difference.
  @discardableResult
  @inlinable public func setDescriptor(_ descriptor: FetchDescriptor<Entity>) throws -> ChangeSet {
    try announcing.withLock { _ in
      let fetched = try fetch(descriptor)
      let changes = rows.withLock { engine.replace(&$0, fetched) }
      if !changes.isEmpty { listeners.notify(changes) }
      return changes
    }
  }

  @inlinable func storeDidCommit(_ change: StoreChange<Entity>) {
    announce { engine.apply(&$0, change) }
  }

  @discardableResult
  @inlinable func announce(_ update: (inout FetchedRows<Entity>) -> ChangeSet) -> ChangeSet {
    announcing.withLock { _ in
      let changes = rows.withLock { update(&$0) }
      if !changes.isEmpty { listeners.notify(changes) }
      return changes
    }
  }

  /// Fresh rows: the store evaluates the predicate; ordering, search and limit are done here, so
  /// the order is exactly the one binary searches assume, whatever the store.
  @inlinable func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> FetchedRows<Entity> {
    let candidates = try store.fetch(FetchDescriptor(predicate: descriptor.predicate))
    return engine.rows(descriptor, candidates)
  }
}
