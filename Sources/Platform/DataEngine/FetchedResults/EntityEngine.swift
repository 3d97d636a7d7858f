import Foundation

/// The engine's work on the rows of one entity type, compiled for that type: how a controller made
/// in generic code (a list of any entity) still runs code specialised for its entity.
///
/// Swift compiles a generic function once for any type, reading every value through its type's
/// metadata, unless the caller sees the body and knows the type: then it compiles a copy for that
/// type, several times faster on the engine's loops. The kit asks for no cross-module
/// optimisation (a package that asked could not be depended on by version), so the engine's
/// generic code is `@inlinable`, and this table is where it meets a concrete type: the default of
/// ``StoreEntity/engine`` is compiled in the module that declares the entity's conformance, where
/// the type is known, and its closures are that module's specialised copies. A controller takes
/// the table from its entity type once and runs every fetch, change, search and refetch through
/// it, wherever the controller itself was made.
///
/// You never make one: ``StoreEntity/engine`` is it.
public struct EntityEngine<Entity: StoreEntity>: Sendable {
  /// Rows for a descriptor, from the entities the store's fetch returned.
  @usableFromInline let rows: @Sendable (FetchDescriptor<Entity>, [Entity]) -> FetchedRows<Entity>
  /// Applies a store's commit to the rows; returns the change set.
  @usableFromInline let apply:
    @Sendable (inout FetchedRows<Entity>, StoreChange<Entity>) -> ChangeSet
  /// Searches the rows for a term; returns the change set.
  @usableFromInline let search: @Sendable (inout FetchedRows<Entity>, String) -> ChangeSet
  /// Replaces the rows with a new fetch's; returns the change set, by id.
  @usableFromInline let replace:
    @Sendable (inout FetchedRows<Entity>, FetchedRows<Entity>) -> ChangeSet

  /// A store's table of `entities` (a later one wins over an earlier one with the same id).
  @usableFromInline let table: @Sendable ([Entity]) -> EntityTable<Entity>
  /// Applies a batch to a store's table, as one commit; returns what changed.
  @usableFromInline let commit:
    @Sendable (inout EntityTable<Entity>, StoreBatch<Entity>) -> StoreChange<Entity>
  /// What a descriptor selects from a store's entities, in its order.
  @usableFromInline let select: @Sendable (FetchDescriptor<Entity>, [Entity]) throws -> [Entity]
  /// The store file in `data` (a ``FileStore``'s), decoded.
  @usableFromInline let decodeFile: @Sendable (Data) throws -> StoreFile<Entity>
  /// A store file's bytes for entities, with its keys sorted.
  @usableFromInline let encodeFile: @Sendable (StoreFile<Entity>) throws -> Data
  /// The ids more than one of the entities carries, in order.
  @usableFromInline let repeatedIDs: @Sendable ([Entity]) -> [Entity.ID]
  /// Puts entities in id order, moving none twice; returns an id two of them share, if any.
  @usableFromInline let orderByID: @Sendable (inout [Entity]) -> Entity.ID?

  /// The engine, compiled where this is called for the type `Entity` is there.
  @inlinable public init() {
    table = { entities in EntityTable(entities) }
    commit = { table, batch in table.apply(batch) }
    select = { descriptor, entities in try descriptor.results(from: entities) }
    orderByID = { entities in entities.orderByID() }
    decodeFile = { data in try JSONDecoder().decode(StoreFile<Entity>.self, from: data) }
    encodeFile = { file in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return try encoder.encode(file)
    }
    repeatedIDs = { entities in entities.repeatedIDs }
    rows = { descriptor, candidates in FetchedRows(descriptor: descriptor, candidates: candidates) }
    apply = { rows, change in rows.apply(change) }
    search = { rows, term in rows.search(for: term) }
    replace = { rows, fetched in
      defer { rows = fetched }
      // Slots of two fetches are unrelated: compare by id.
      return SnapshotDiff.changes(from: rows.snapshot, to: fetched.snapshot)
    }
  }
}
