import Foundation

// How a descriptor selects and orders entities, written once so that every store and the
// fetched-results controller agree on exactly the same rows in exactly the same order.
extension FetchDescriptor {
  /// The section `entity` belongs in.
  @inlinable public func section(of entity: Entity) -> SectionKey { sectionKey?(entity) ?? .all }

  /// Whether the predicate accepts `entity`; the search is not consulted.
  @inlinable public func passesPredicate(_ entity: Entity) throws -> Bool {
    try predicate?.evaluate(entity) ?? true
  }

  /// Whether `lhs` comes before `rhs` in this descriptor's order: section key, sort
  /// descriptors, then id. For many comparisons in a row, the kit prepares an `EntityOrder`
  /// once, which this asks.
  @inlinable public func areInIncreasingOrder(_ lhs: Entity, _ rhs: Entity) -> Bool {
    EntityOrder(self).areInIncreasingOrder(lhs, rhs)
  }

  /// Whether `lhs` comes before `rhs` when both are in the same section.
  @inlinable public func precedesWithinSection(_ lhs: Entity, _ rhs: Entity) -> Bool {
    EntityOrder(self).precedesWithinSection(lhs, rhs)
  }

  /// What this descriptor fetches from `entities`: filtered, ordered and limited.
  ///
  /// A store keeping its entities in memory answers ``Store/fetch(_:)`` with this; a store that
  /// queries elsewhere (SQL, say) must give the same rows in the same order.
  ///
  /// Entities already in this order (a store's, kept in id order) are not sorted again: that
  /// costs one comparison per entity. Each entity's keys are read once (a folded title is folded
  /// once), not at every comparison.
  @inlinable public func results(from entities: some Sequence<Entity>) throws -> [Entity] {
    var selected = selectsEverything ? Array(entities) : try entities.filter(isSelected)
    if sectionKey == nil, sortBy.isEmpty {
      // By id alone: nothing to read first.
      let isInOrder = selected.withUnsafeBufferPointer { selected in
        selected.indices.dropFirst().allSatisfy { selected[$0 - 1].id < selected[$0].id }
      }
      if !isInOrder { selected.sort { $0.id < $1.id } }
    } else {
      let keys = OrderKeys(EntityOrder(self), of: selected)
      // Compared by the plain keys when they decide alone: no generic code per comparison.
      let isBefore = keys.plain.map { $0.areInIncreasingOrder } ?? keys.areInIncreasingOrder
      let isInOrder = selected.indices.dropFirst().allSatisfy { isBefore($0 - 1, $0) }
      if !isInOrder { selected = selected.indices.sorted(by: isBefore).map { selected[$0] } }
    }
    return selected.count > limit ? Array(selected.prefix(limit)) : selected
  }

  /// How many entities of `entities` this descriptor fetches, limit included.
  @inlinable public func count(in entities: some Sequence<Entity>) throws -> Int {
    min(try entities.reduce(0) { try isSelected($1) ? $0 + 1 : $0 }, limit)
  }

  /// How many entities this descriptor fetches from a store holding `total`, when it
  /// ``selectsEverything``: no entity need be looked at.
  @inlinable func count(ofAll total: Int) -> Int { min(total, limit) }

  /// Whether every entity is selected (no predicate, no search term), so only the limit cuts.
  @inlinable var selectsEverything: Bool { predicate == nil && search?.isEmpty ?? true }

  /// The most rows a result holds.
  @inlinable var limit: Int { fetchLimit.map { max(0, $0) } ?? .max }

  /// Whether the search (checked first: it is the cheap one) and the predicate accept `entity`.
  @inlinable func isSelected(_ entity: Entity) throws -> Bool {
    try (search.map { $0.isEmpty || $0.matches(entity) } ?? true) && passesPredicate(entity)
  }
}
