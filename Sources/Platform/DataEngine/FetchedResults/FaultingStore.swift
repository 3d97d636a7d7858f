/// A store that fetched results can fault rows in from, a batch at a time, instead of holding
/// every entity: it answers a descriptor with the ids it selects, in its order, through its own
/// keys, and reads the entities of a batch of ids. ``SQLiteStore`` is one (the article
/// "Faulting rows from SQLite").
@usableFromInline protocol FaultingStore<Entity>: AnyObject, Sendable {
  associatedtype Entity: StoreEntity

  /// The ids `descriptor` selects, in its order, read without an entity; nil when the store
  /// cannot (the descriptor names something it keeps no key for): then the results hold every
  /// entity, as over any store.
  func faultedIDs(for descriptor: FetchDescriptor<Entity>) throws -> [Entity.ID]?

  /// How many rows `descriptor` selects, and the ids of the first `rows`, in its order; nil as
  /// for ``faultedIDs(for:)``: what a first screen needs, at the cost of a screen.
  func faultedWindow(
    for descriptor: FetchDescriptor<Entity>, first rows: Int
  ) throws -> (count: Int, ids: [Entity.ID])?

  /// Calls `observer` before each later commit writes: faulted rows read every id while the
  /// store still holds the rows they showed.
  func observeWillWrite(_ observer: @escaping @Sendable () -> Void) -> StoreSubscription

  /// The entities with `ids`, in the order of `ids`; an id with no entity is left out.
  func faultedEntities(withIDs ids: [Entity.ID]) throws -> [Entity]

  /// Calls `observer` with every later commit that changed something, and the values it
  /// replaced or removed, by id: what rows shown before the commit need to stay as they were.
  func observeFaulting(
    _ observer: @escaping @Sendable (StoreChange<Entity>, [Entity.ID: Entity]) -> Void
  ) -> StoreSubscription
}
