/// Entities by id, and how a batch changes them: the in-memory heart every bundled store shares.
///
/// Applying a batch cannot fail halfway: it only assigns dictionary entries, and it works out what
/// changed by comparing each touched id's value before the batch with its value after.
struct EntityTable<Entity: StoreEntity>: Sendable {
  private(set) var entities: [Entity.ID: Entity]
  /// How many commits changed something; lets a file store skip saving an unchanged state.
  private(set) var revision = 0

  init(_ entities: [Entity] = []) {
    self.entities = Dictionary(entities.map { ($0.id, $0) }) { _, last in last }
  }

  /// Applies `batch` in order and returns the net change against the state before it.
  mutating func apply(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
    var before: [Entity.ID: Entity?] = [:]
    for operation in batch.operations {
      switch operation {
      case .upsert(let entity):
        if before[entity.id] == nil { before[entity.id] = .some(entities[entity.id]) }
        entities[entity.id] = entity
      case .delete(let id):
        if before[id] == nil { before[id] = .some(entities[id]) }
        entities[id] = nil
      }
    }
    var change = StoreChange<Entity>()
    for (id, old) in before.sorted(by: { $0.key < $1.key }) {
      switch (old, entities[id]) {
      case (nil, let new?): change.inserted.append(new)
      case (let old?, let new?) where old != new: change.updated.append(new)
      case (.some, nil): change.deleted.append(id)
      default: break
      }
    }
    if !change.isEmpty { revision += 1 }
    return change
  }
}
