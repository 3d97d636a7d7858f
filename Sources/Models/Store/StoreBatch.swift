/// Writes collected to be committed to a store together: all of them, or none. A plain value:
/// one abandoned halfway (its builder threw) changed nothing. Later operations on an id win.
public struct StoreBatch<Entity: StoreEntity>: Sendable {
  /// One write.
  public enum Operation: Sendable, Hashable {
    /// Insert the entity, or replace the one with its id.
    case upsert(Entity)
    /// Remove the entity with this id, if there is one.
    case delete(Entity.ID)
  }

  /// The writes, in the order they were made.
  public private(set) var operations: [Operation] = []

  /// Creates an empty batch.
  public init() {}

  /// Adds an insert-or-replace of `entity`.
  public mutating func upsert(_ entity: Entity) {
    operations.append(.upsert(entity))
  }

  /// Adds an insert-or-replace of every entity in `entities`.
  public mutating func upsert(contentsOf entities: some Sequence<Entity>) {
    operations.append(contentsOf: entities.map(Operation.upsert))
  }

  /// Adds a removal of the entity with `id`; removing a missing id changes nothing.
  public mutating func delete(id: Entity.ID) {
    operations.append(.delete(id))
  }

  /// Whether the batch holds no writes.
  public var isEmpty: Bool { operations.isEmpty }
}
