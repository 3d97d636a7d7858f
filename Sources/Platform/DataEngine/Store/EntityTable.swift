/// Entities by id, and how a batch changes them: the in-memory heart every bundled store shares.
///
/// Applying a batch cannot fail halfway: it only assigns dictionary entries, and it works out what
/// changed by comparing each touched id's value before the batch with its value after.
///
/// Its `apply(_:)` is inlinable, so that a store made for a concrete entity (where the app makes
/// it) runs it specialised: the engine names no app type, and generic dictionary updates of a
/// plain value type through its metadata took a third of a batch's time.
@usableFromInline
struct EntityTable<Entity: StoreEntity>: Sendable {
  @usableFromInline var entities: [Entity.ID: Entity]
  /// How many commits changed something; lets a file store skip saving an unchanged state.
  @usableFromInline var revision = 0

  @usableFromInline
  init(_ entities: [Entity] = []) {
    // Sized once, and each entity copied once: a store opened with many entities builds this.
    var byID: [Entity.ID: Entity] = [:]
    byID.reserveCapacity(entities.count)
    for entity in entities { byID[entity.id] = entity }
    self.entities = byID
  }

  /// Applies `batch` in order and returns the net change against the state before it.
  ///
  /// One dictionary update per operation, which hands back the value it replaced; the net change
  /// of an id written more than once is its value before the first write against its value
  /// after the last. A batch in ascending id order (a server's list, usually) is not sorted,
  /// and one that only brings new ids in that order (a page of a list loading) reports its own
  /// array of upserts as inserted, sharing its storage. Specialized for each concrete entity
  /// where the app makes its store, as ``FetchedRows/apply(_:)`` is, and for the same reason.
  @inlinable
  mutating func apply(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
    var ids: [Entity.ID] = []
    ids.reserveCapacity(batch.count)
    // The values replaced or removed, by the index of the write that did it.
    var before: [Int: Entity] = [:]
    for (index, entity) in batch.upserts.enumerated() {
      ids.append(entity.id)
      if let old = entities.updateValue(entity, forKey: entity.id) { before[index] = old }
    }
    for operation in batch.laterOperations {
      let old: Entity?
      switch operation {
      case .upsert(let entity):
        ids.append(entity.id)
        old = entities.updateValue(entity, forKey: entity.id)
      case .delete(let id):
        ids.append(id)
        old = entities.removeValue(forKey: id)
      }
      if let old { before[ids.count - 1] = old }
    }
    let isAscending = ids.isStrictlyAscending
    if isAscending, before.isEmpty, batch.laterOperations.isEmpty {
      if !batch.upserts.isEmpty { revision += 1 }
      return StoreChange(inserted: batch.upserts)
    }
    var order = Array(ids.indices)
    if !isAscending {
      // By id, then by operation: the writes to one id stay in the order they were made.
      order.sort { ids[$0] < ids[$1] || (ids[$0] == ids[$1] && $0 < $1) }
    }
    var change = StoreChange<Entity>()
    var next = 0
    while next < order.count {
      let first = order[next]
      var last = first
      next += 1
      while next < order.count, ids[order[next]] == ids[first] {
        last = order[next]
        next += 1
      }
      switch (before[first], batch.write(at: last).value) {
      case (nil, let new?): change.inserted.append(new)
      case (let old?, let new?) where old != new: change.updated.append(new)
      case (.some, nil): change.deleted.append(ids[first])
      default: break
      }
    }
    if !change.isEmpty { revision += 1 }
    return change
  }
}

extension Array where Element: Comparable {
  /// Whether every element is less than the next: sorted, with no repeats.
  @usableFromInline
  var isStrictlyAscending: Bool {
    indices.dropFirst().allSatisfy { self[$0 - 1] < self[$0] }
  }
}
