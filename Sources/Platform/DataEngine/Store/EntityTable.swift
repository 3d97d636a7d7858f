/// Entities by id, and how a batch changes them: the in-memory heart every bundled store shares.
///
/// The entities sit in the arrays they arrived in (``RowChunks``), each once, with an index from
/// id to place (``PlaceIndex``). Why not a dictionary of entities: a dictionary keeps a quarter of
/// its buckets free, so 200,000 entities took twice the buckets they fill, each the size of an
/// entity and its id. Why chunks: an array handed in (a store file's entities at open, a page of
/// a list loading) is kept as it is, sharing its storage with the caller, the store's answers
/// and the fetched results built on them, instead of each entity being copied into one array
/// that copies them all again each time it grows.
///
/// Applying a batch cannot fail halfway: it only assigns entries, and it works out what changed
/// by comparing each touched id's value before the batch with its value after.
///
/// A store builds and changes it through its entity's ``EntityEngine``, so it runs specialised
/// for the entity wherever the store was made: generic updates of a plain value type through its
/// metadata took a third of a batch's time.
@usableFromInline
struct EntityTable<Entity: StoreEntity>: Sendable {
  /// The entities, each once; in ascending id order while ``isInIDOrder``.
  @usableFromInline private(set) var values: RowChunks<Entity>
  /// The place of each entity in `values`, by id.
  @usableFromInline private(set) var places = PlaceIndex<Entity.ID>()
  /// Whether `values` is in ascending id order: entities arriving in that order keep it; one
  /// arriving out of order, or a delete that moves the last entity into its place, ends it.
  @usableFromInline private(set) var isInIDOrder: Bool
  /// How many commits changed something; lets a file store skip saving an unchanged state.
  @usableFromInline var revision = 0

  @inlinable
  init(_ entities: [Entity] = []) {
    places.reserveCapacity(entities.count)
    var repeats = false
    for (place, entity) in entities.enumerated()
    where places.placeOrInsert(entity.id, at: place) != nil {
      repeats = true
    }
    guard repeats else {
      // Kept as given: no entity is copied.
      values = RowChunks(entities)
      isInIDOrder = entities.isStrictlyAscendingByID
      return
    }
    // A later entity wins over an earlier one with its id, in the earlier one's place.
    var kept: [Entity] = []
    kept.reserveCapacity(places.count)
    var placed = PlaceIndex<Entity.ID>()
    placed.reserveCapacity(places.count)
    for entity in entities {
      if let place = placed.placeOrInsert(entity.id, at: kept.count) {
        kept[place] = entity
      } else {
        kept.append(entity)
      }
    }
    (values, places) = (RowChunks(kept), placed)
    isInIDOrder = kept.isStrictlyAscendingByID
  }

  /// How many entities the table holds.
  @inlinable var count: Int { values.count }

  /// The entity with `id`, or nil.
  @inlinable func entity(_ id: Entity.ID) -> Entity? {
    places[id].map { values[$0] }
  }

  /// Writes `entity` in its id's place, or at the end for a new id; returns the value replaced.
  @inlinable
  mutating func put(_ entity: Entity) -> Entity? {
    let end = values.count
    if let place = places.placeOrInsert(entity.id, at: end) {
      let replaced = values[place]
      values[place] = entity
      return replaced
    }
    if isInIDOrder, let last = values.last, !(last.id < entity.id) { isInIDOrder = false }
    values.append(entity)
    return nil
  }

  /// Removes the entity with `id`, moving the last entity into its place; returns it.
  @inlinable
  mutating func remove(_ id: Entity.ID) -> Entity? {
    guard let place = places.removeValue(forKey: id) else { return nil }
    let last = values.removeLast()
    guard place < values.count else { return last }
    places.move(last.id, to: place)
    isInIDOrder = false
    let removed = values[place]
    values[place] = last
    return removed
  }

  /// Keeps a batch that only brings new ids, in ascending order (a page of a list loading), as
  /// the array it came in (``RowChunks``), and reports that array as inserted: neither copies
  /// an entity. Nil, having changed nothing, for any other batch.
  @inlinable
  mutating func insertWhole(_ batch: StoreBatch<Entity>) -> StoreChange<Entity>? {
    let upserts = batch.upserts
    guard batch.laterOperations.isEmpty, upserts.count >= RowChunks<Entity>.smallestChunk,
      upserts.isStrictlyAscendingByID
    else { return nil }
    for entity in upserts where places[entity.id] != nil { return nil }
    let end = values.count
    for (offset, entity) in upserts.enumerated() {
      _ = places.placeOrInsert(entity.id, at: end + offset)
    }
    if isInIDOrder, let last = values.last, !(last.id < upserts[0].id) { isInIDOrder = false }
    values.append(chunk: upserts)
    revision += 1
    return StoreChange(inserted: upserts)
  }

  /// Applies `batch` in order and returns the net change against the state before it.
  ///
  /// One index lookup per operation, which hands back the place of the value it replaces; the
  /// net change of an id written more than once is its value before the first write against its
  /// value after the last. A batch in ascending id order (a server's list, usually) is not
  /// sorted, and one that only brings new ids in that order (a page of a list loading) reports
  /// its own array of upserts as inserted, sharing its storage.
  @inlinable
  mutating func apply(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
    if let change = insertWhole(batch) { return change }
    var ids: [Entity.ID] = []
    ids.reserveCapacity(batch.count)
    // The values replaced or removed, by the index of the write that did it.
    var before: [Int: Entity] = [:]
    for (index, entity) in batch.upserts.enumerated() {
      ids.append(entity.id)
      if let old = put(entity) { before[index] = old }
    }
    for operation in batch.laterOperations {
      let old: Entity?
      switch operation {
      case .upsert(let entity):
        ids.append(entity.id)
        old = put(entity)
      case .delete(let id):
        ids.append(id)
        old = remove(id)
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
  /// Whether every element is less than the next one: sorted, with no repeats.
  @inlinable var isStrictlyAscending: Bool {
    var index = 1
    while index < count {
      guard self[index - 1] < self[index] else { return false }
      index += 1
    }
    return true
  }
}

extension Array where Element: Identifiable, Element.ID: Comparable {
  /// Whether every element's id is less than the next one's: in id order, with no repeats. Reads
  /// the ids in place: no element is copied, which in code not specialised for the element costs
  /// a retain and a release of each of its fields.
  @inlinable var isStrictlyAscendingByID: Bool {
    var index = 1
    while index < count {
      guard self[index - 1].id < self[index].id else { return false }
      index += 1
    }
    return true
  }
}
