import Essentials

/// A store that keeps its entities in memory only: fast, and gone when the process ends.
///
/// The heart of `FileStore`, which adds a file to it; a `CommitDelivery` tells observers.
///
/// ```swift
/// let store = InMemoryStore<Word>([Word(id: 1, text: "apple")])
/// ```
public final class InMemoryStore<Entity: StoreEntity>: Store {
  private let table: Locked<EntityTable<Entity>>
  /// Every entity in id order when the table's own order is not, or nil: what fetches start
  /// from, kept until a commit changes something, so that the entities are not sorted again by
  /// every fetch. Read and written only under `table`'s lock, so it is never older than the
  /// table.
  private let inIDOrder: Locked<[Entity]?> = Locked(nil)
  private let observers = ObserverList<StoreChange<Entity>>()
  private let delivery: CommitDelivery<StoreChange<Entity>>

  /// Creates a store holding `entities` (a later one wins over an earlier one with the same id).
  /// Entities in ascending id order (a store file's, read at open) are kept in that order too,
  /// so the first fetch need not sort them.
  public init(_ entities: [Entity] = []) {
    table = Locked(EntityTable(entities))
    delivery = CommitDelivery(to: observers)
  }

  /// Applies `batch` as one commit and returns once observers have heard it (or at once, from an
  /// observer: see `CommitDelivery`).
  @discardableResult
  public func commit(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
    var change = StoreChange<Entity>()
    delivery.commit {
      change = table.withLock { table in
        let change = table.apply(batch)
        if !change.isEmpty { inIDOrder.withLock { $0 = nil } }
        return change
      }
      return change.isEmpty ? nil : change
    }
    return change
  }

  /// The entity with `id`, or nil.
  public func fetch(id: Entity.ID) -> Entity? {
    table.withLock { $0.entity(id) }
  }

  /// The entities `descriptor` selects, in its order.
  public func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> [Entity] {
    // Evaluated outside the lock: predicates are slow, writers should not wait.
    try descriptor.results(from: everything().entities)
  }

  /// How many entities `descriptor` would fetch.
  public func count(_ descriptor: FetchDescriptor<Entity>) throws -> Int {
    if descriptor.selectsEverything {
      return descriptor.count(ofAll: table.withLock { $0.count })
    }
    return try descriptor.count(in: table.withLock { $0.values })
  }

  /// Does nothing: memory is all there is.
  public func save() async {}

  /// Calls `observer` with every later commit that changed something.
  public func observe(
    _ observer: @escaping @Sendable (StoreChange<Entity>) -> Void
  ) -> StoreSubscription {
    observers.add(observer)
  }

  /// Every entity in id order, with the revision (count of changing commits) they belong to:
  /// what a file store writes, and how it knows whether a later save has anything to do.
  public func everything() -> (entities: [Entity], revision: Int) {
    // The table's own array when it is in id order (a store opened from a file, or loaded in
    // id order): shared, not copied. Else copied out under the lock, sorted outside it, and
    // kept if no commit came in between.
    let (kept, unordered, revision) = table.withLock {
      table -> (kept: [Entity]?, unordered: [Entity], revision: Int) in
      if table.isInIDOrder { return (table.values, [], table.revision) }
      let kept = inIDOrder.withLock { $0 }
      return (kept, kept == nil ? table.values : [], table.revision)
    }
    if let kept { return (kept, revision) }
    let entities = unordered.sorted { $0.id < $1.id }
    table.withLock { table in
      if table.revision == revision { inIDOrder.withLock { $0 = entities } }
    }
    return (entities, revision)
  }
}
