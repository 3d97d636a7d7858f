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

  /// The upserts made before any other write, kept as the array they came in: a page of a
  /// long list is one `upsert(contentsOf:)`, and wrapping each of its entities in an
  /// ``Operation`` would copy every one.
  @usableFromInline private(set) var upserts: [Entity] = []
  /// The writes after the first that is not an upsert, in order.
  @usableFromInline private(set) var laterOperations: [Operation] = []

  /// A batch with no writes yet; ``Store/write(_:)`` hands one to its closure, so most code
  /// never makes one itself.
  @inlinable public init() {}

  /// The writes, in the order they were made.
  @inlinable public var operations: [Operation] { upserts.map(Operation.upsert) + laterOperations }

  /// How many writes the batch holds.
  @inlinable var count: Int { upserts.count + laterOperations.count }

  /// The write at `index` (in the order made), as the entity upserted or nil for a delete,
  /// with its entity's id.
  @inlinable func write(at index: Int) -> (id: Entity.ID, value: Entity?) {
    if index < upserts.count { return (upserts[index].id, upserts[index]) }
    switch laterOperations[index - upserts.count] {
    case .upsert(let entity): return (entity.id, entity)
    case .delete(let id): return (id, nil)
    }
  }

  /// Adds an insert-or-replace of `entity`.
  @inlinable public mutating func upsert(_ entity: Entity) {
    if laterOperations.isEmpty {
      upserts.append(entity)
    } else {
      laterOperations.append(.upsert(entity))
    }
  }

  /// Adds an insert-or-replace of every entity in `entities`.
  @inlinable public mutating func upsert(contentsOf entities: some Sequence<Entity>) {
    guard laterOperations.isEmpty else {
      laterOperations.append(contentsOf: entities.map(Operation.upsert))
      return
    }
    // An array given to an empty batch is kept as it is: its storage is shared, not copied.
    if upserts.isEmpty, let array = entities as? [Entity] {
      upserts = array
    } else {
      upserts.append(contentsOf: entities)
    }
  }

  /// Adds a removal of the entity with `id`; removing a missing id changes nothing.
  @inlinable public mutating func delete(id: Entity.ID) { laterOperations.append(.delete(id)) }

  /// Whether the batch holds no writes.
  @inlinable public var isEmpty: Bool { upserts.isEmpty && laterOperations.isEmpty }
}
