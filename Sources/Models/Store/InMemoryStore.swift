/// A store that keeps its entities in memory only: fast, and gone when the process ends.
///
/// The heart of `FileStore`, which adds a file to it; a ``CommitDelivery`` tells observers.
///
/// ```swift
/// let store = InMemoryStore<Word>([Word(id: 1, text: "apple")])
/// ```
public final class InMemoryStore<Entity: StoreEntity>: Store {
  private let table: Locked<EntityTable<Entity>>
  private let observers = ObserverList<StoreChange<Entity>>()
  private let delivery: CommitDelivery<StoreChange<Entity>>

  /// Creates a store holding `entities` (a later one wins over an earlier one with the same id).
  public init(_ entities: [Entity] = []) {
    table = Locked(EntityTable(entities))
    delivery = CommitDelivery(to: observers)
  }

  /// Applies `batch` as one commit and returns once observers have heard it (or at once, from an
  /// observer: see ``CommitDelivery``).
  @discardableResult
  public func commit(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
    var change = StoreChange<Entity>()
    delivery.commit {
      change = table.withLock { $0.apply(batch) }
      return change.isEmpty ? nil : change
    }
    return change
  }

  /// The entity with `id`, or nil.
  public func fetch(id: Entity.ID) -> Entity? {
    table.withLock { $0.entities[id] }
  }

  /// The entities `descriptor` selects, in its order.
  public func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> [Entity] {
    // Copy out under the lock, evaluate outside it: predicates are slow, writers should not wait.
    try descriptor.results(from: table.withLock { Array($0.entities.values) })
  }

  /// How many entities `descriptor` would fetch.
  public func count(_ descriptor: FetchDescriptor<Entity>) throws -> Int {
    try descriptor.count(in: table.withLock { Array($0.entities.values) })
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
    let (entities, revision) = table.withLock { (Array($0.entities.values), $0.revision) }
    return (entities.sorted { $0.id < $1.id }, revision)
  }
}
