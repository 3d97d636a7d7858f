/// Entities by id, and how a batch changes them: the in-memory heart every bundled store shares.
///
/// Applying a batch cannot fail halfway: it only assigns dictionary entries, and it works out what
/// changed by comparing each touched id's value before the batch with its value after.
struct EntityTable<Entity: StoreEntity>: Sendable {
  private(set) var entities: [Entity.ID: Entity]
  /// How many commits changed something; lets a file store skip saving an unchanged state.
  private(set) var revision = 0

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
  /// after the last. A batch in ascending id order (a server's list, usually) is not sorted.
  mutating func apply(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
    let operations = batch.operations
    var ids: [Entity.ID] = []
    var before: [Entity?] = []
    ids.reserveCapacity(operations.count)
    before.reserveCapacity(operations.count)
    for operation in operations {
      switch operation {
      case .upsert(let entity):
        ids.append(entity.id)
        before.append(entities.updateValue(entity, forKey: entity.id))
      case .delete(let id):
        ids.append(id)
        before.append(entities.removeValue(forKey: id))
      }
    }
    var order = Array(operations.indices)
    if !ids.isStrictlyAscending {
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
      switch (before[first], operations[last]) {
      case (nil, .upsert(let new)): change.inserted.append(new)
      case (let old?, .upsert(let new)) where old != new: change.updated.append(new)
      case (.some, .delete(let id)): change.deleted.append(id)
      default: break
      }
    }
    if !change.isEmpty { revision += 1 }
    return change
  }
}

extension Array where Element: Comparable {
  /// Whether every element is less than the next: sorted, with no repeats.
  var isStrictlyAscending: Bool {
    indices.dropFirst().allSatisfy { self[$0 - 1] < self[$0] }
  }
}
