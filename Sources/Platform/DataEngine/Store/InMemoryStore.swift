import Essentials

/// A store that keeps its entities in memory only: fast, and gone when the process ends.
///
/// The heart of `FileStore`, which adds a file to it; a `CommitDelivery` tells observers.
///
/// ```swift
/// let store = InMemoryStore<Word>([Word(id: 1, text: "apple")])
/// ```
public final class InMemoryStore<Entity: StoreEntity>: Store {
  @usableFromInline let table: Locked<EntityTable<Entity>>
  /// Every entity in id order when the table's own array is not that (out of order, or in
  /// chunks), or nil: what fetches start from, kept until a commit changes something, so that
  /// the entities are not sorted or joined again by every fetch. Read and written only under `table`'s lock, so it is never older than the
  /// table.
  @usableFromInline let inIDOrder: Locked<[Entity]?> = Locked(nil)
  @usableFromInline let observers = ObserverList<StoreChange<Entity>>()
  @usableFromInline let delivery: CommitDelivery<StoreChange<Entity>>
  /// The engine compiled for `Entity`, wherever the store was made (``EntityEngine``).
  @usableFromInline let engine = Entity.engine

  /// Creates a store holding `entities` (a later one wins over an earlier one with the same id).
  /// Entities in ascending id order (a store file's, read at open) are kept in that order too,
  /// so the first fetch need not sort them.
  @inlinable public init(_ entities: [Entity] = []) {
    table = Locked(Entity.engine.table(entities))
    delivery = CommitDelivery(to: observers)
  }

  /// Applies `batch` as one commit and returns once observers have heard it (or at once, from an
  /// observer: see `CommitDelivery`).
  @discardableResult
  @inlinable public func commit(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
    var change = StoreChange<Entity>()
    delivery.commit {
      change = table.withLock { table in
        let change = engine.commit(&table, batch)
        if !change.isEmpty { inIDOrder.withLock { $0 = nil } }
        return change
      }
      return change.isEmpty ? nil : change
    }
    return change
  }

  /// The entity with `id`, or nil.
  @inlinable public func fetch(id: Entity.ID) -> Entity? {
    table.withLock { $0.entity(id) }
  }

  /// The entities `descriptor` selects, in its order.
  @inlinable public func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> [Entity] {
    // Evaluated outside the lock: predicates are slow, writers should not wait.
    try engine.select(descriptor, everything().entities)
  }

  /// How many entities `descriptor` would fetch.
  @inlinable public func count(_ descriptor: FetchDescriptor<Entity>) throws -> Int {
    if descriptor.selectsEverything {
      return descriptor.count(ofAll: table.withLock { $0.count })
    }
    // The chunks as they are, read in turn: counting copies no entity.
    return try descriptor.count(in: table.withLock { $0.values.chunks }.joined())
  }

  /// Does nothing: memory is all there is.
  @inlinable public func save() async {}

  /// Calls `observer` with every later commit that changed something.
  @inlinable public func observe(
    _ observer: @escaping @Sendable (StoreChange<Entity>) -> Void
  ) -> StoreSubscription {
    observers.add(observer)
  }

  /// Every entity in id order, with the revision (count of changing commits) they belong to:
  /// what a file store writes, and how it knows whether a later save has anything to do.
  @inlinable public func everything() -> (entities: [Entity], revision: Int) {
    // The table's own array when it is one, in id order (a store opened from a file): shared,
    // not copied. Else copied out under the lock (its chunks joined), sorted outside it if the
    // table is out of id order, and kept until a commit changes something.
    let (kept, copied, isOrdered, revision) = table.withLock {
      table -> (kept: [Entity]?, copied: [Entity], isOrdered: Bool, revision: Int) in
      if table.isInIDOrder, table.values.chunks.count <= 1 {
        return (table.values.joined, [], true, table.revision)
      }
      let kept = inIDOrder.withLock { $0 }
      return (kept, kept == nil ? table.values.joined : [], table.isInIDOrder, table.revision)
    }
    if let kept { return (kept, revision) }
    let entities = isOrdered ? copied : copied.sorted { $0.id < $1.id }
    table.withLock { table in
      if table.revision == revision { inIDOrder.withLock { $0 = entities } }
    }
    return (entities, revision)
  }
}
