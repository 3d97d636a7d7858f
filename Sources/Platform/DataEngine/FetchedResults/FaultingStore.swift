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

  /// Whether the store can fault the rows `descriptor` selects, asked without reading anything.
  func canFault(_ descriptor: FetchDescriptor<Entity>) -> Bool

  /// How many rows `descriptor` selects, in which sections, and the ids of the first `rows`
  /// (nil: of all), in its order; nil as for ``faultedIDs(for:)``: what a first screen needs,
  /// at the cost of a screen.
  func faultedWindow(
    for descriptor: FetchDescriptor<Entity>, first rows: Int?
  ) throws -> FaultWindow<Entity.ID>?

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

/// What a faulted list starts from: how many rows, their sections, and the first ids.
@usableFromInline struct FaultWindow<ID: Hashable & Sendable>: Sendable {
  /// How many rows, in all sections.
  @usableFromInline let count: Int
  /// The ids of the first rows (or all), in order.
  @usableFromInline let ids: [ID]
  /// Each section's key and count, in order; one section, ``SectionKey/all``, when the rows
  /// are not in sections, none when there are no rows.
  @usableFromInline let sections: [FetchedSection]

  /// The window of `ids` of `count` rows in `sections` (nil: in one section).
  @inlinable init(count: Int, ids: [ID], sections: [FetchedSection]? = nil) {
    self.count = count
    self.ids = ids
    self.sections = sections ?? (count == 0 ? [] : [FetchedSection(key: .all, count: count)])
  }

  /// Sections with `counts` in order, cut at `limit` rows, and their count.
  @inlinable static func sections(
    _ counts: [(key: SectionKey, count: Int)], limit: Int?
  ) -> (count: Int, sections: [FetchedSection]) {
    var left = limit ?? .max
    var sections: [FetchedSection] = []
    for (key, count) in counts where left > 0 && count > 0 {
      sections.append(FetchedSection(key: key, count: min(count, left)))
      left -= min(count, left)
    }
    return (sections.reduce(0) { $0 + $1.count }, sections)
  }
}
