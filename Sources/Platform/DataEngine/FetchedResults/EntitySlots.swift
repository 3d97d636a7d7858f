/// The entities a fetched-results controller holds, each in a numbered slot, with what its
/// queries read kept beside it: the text its search reads, packed with the other slots' texts
/// (``SearchTexts``), and the keys its order compares (``OrderKeys``), both read once, when the
/// entity enters its slot.
///
/// Why slots rather than a dictionary by id: refiltering 100,000 rows on a keystroke reads each
/// row's search text, and by slot that is a load, where by id it is a hash, a probe and a copy
/// of the entity. Only a write looks a slot up by id. A freed slot is reused. Why keys by slot: a
/// binary search or a merge compares a row with its neighbours many times, and comparing kept
/// numbers and folded texts costs no key path, no closure and no folding (<doc:RowKeys>).
@usableFromInline struct EntitySlots<Entity: StoreEntity>: Sendable {
  /// The entity of each slot. A freed slot keeps its last entity until reused.
  @usableFromInline var entities = RowChunks<Entity>()
  /// The search text of each slot's entity (empty when the descriptor has no search, or the
  /// slot is free).
  @usableFromInline var texts = SearchTexts()
  /// The order's keys of each slot's entity; a freed slot keeps its last keys until reused.
  @usableFromInline var keys: OrderKeys<Entity>
  @usableFromInline var slotByID = PlaceIndex<Entity.ID>()
  @usableFromInline var free: [Int] = []
  /// Slots freed while `isHoldingFreedSlots`, reusable only once it ends.
  @usableFromInline var held: [Int] = []
  /// While true, a freed slot is not given to another entity: a batch compares its rows before
  /// and after by slot, and a slot that changed owner would look like the same row.
  @usableFromInline var isHoldingFreedSlots = false {
    didSet {
      if !isHoldingFreedSlots {
        free += held
        held = []
      }
    }
  }
  @usableFromInline let text: (@Sendable (Entity) -> FoldedText)?

  /// Slots for nothing yet, keeping the keys of `order`; `text` gives an entity's search text.
  @inlinable init(order: EntityOrder<Entity>, text: (@Sendable (Entity) -> FoldedText)?) {
    keys = OrderKeys(order)
    self.text = text
  }

  /// Makes room for `count` entities more in the keys, texts and index kept beside them (the
  /// entities themselves come as the arrays they arrived in), so that filling the slots grows
  /// each buffer once.
  @inlinable mutating func reserve(_ count: Int) {
    keys.reserveCapacity(entities.count + count)
    slotByID.reserveCapacity(entities.count + count)
    if text != nil { texts.reserve(slots: count, bytes: 0) }
  }

  /// These slots for reading only (a ``FetchedResults`` value): without the search texts, which
  /// only a write or a search reads, so a later write copies none of them for the value's sake.
  @inlinable var forReading: EntitySlots {
    var reading = self
    reading.texts = SearchTexts()
    return reading
  }

  /// The slot of the entity with `id`, if it is held.
  @inlinable func slot(of id: Entity.ID) -> Int? { slotByID[id] }

  /// The entity with `id`, if it is held.
  @inlinable func entity(_ id: Entity.ID) -> Entity? {
    guard let slot = slotByID[id] else { return nil }
    return entities[slot]
  }

  /// The entity in `slot`, which must be in use.
  @inlinable subscript(slot: Int) -> Entity { entities[slot] }

  /// The first of `items` (slots in the order's sequence, in one section) that does not come
  /// before the entity in `slot`: a binary search over kept keys, optionally as if the row at
  /// `skipped` were not there.
  @inlinable func firstRow(
    in items: [Int], notBefore slot: Int, skipping skipped: Int? = nil
  ) -> Int {
    var low = 0
    var high = items.count - (skipped == nil ? 0 : 1)
    while low < high {
      let middle = (low + high) / 2
      let index = skipped.map { middle < $0 ? middle : middle + 1 } ?? middle
      if keys.precedesWithinSection(items[index], slot) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Puts `entity` in a slot (its own, if it is held already), reads its keys through `order`
  /// (the order the slots were made for), and returns the slot.
  @discardableResult
  @inlinable mutating func store(_ entity: Entity, by order: EntityOrder<Entity>) -> Int {
    store(entity, by: order, in: slotByID[entity.id])
  }

  /// Puts `entity` in `held`, the slot its id holds already (nil: it holds none, so a free slot
  /// or a new one), reads its keys through `order`, and returns the slot. A caller that looked
  /// the slot up already saves looking it up again.
  @inlinable mutating func store(
    _ entity: Entity, by order: EntityOrder<Entity>, in held: Int?
  ) -> Int {
    let slot: Int
    if let held {
      slot = held
      entities[slot] = entity
    } else if let reused = free.popLast() {
      slot = reused
      entities[slot] = entity
      _ = slotByID.placeOrInsert(entity.id, at: slot)
    } else {
      slot = entities.count
      entities.append(entity)
      _ = slotByID.placeOrInsert(entity.id, at: slot)
    }
    texts.set(text?(entity) ?? FoldedText.empty, at: slot)
    keys.set(entity, at: slot, by: order)
    return slot
  }

  /// Puts `candidates` in slots 0, 1, … of these slots, which hold nothing yet, and returns
  /// the slots; an id that repeats keeps its last value, in one slot.
  ///
  /// Candidates with no repeated id (a store's fetch) are kept as the array they came in, so
  /// the slots share its storage with the store that fetched them: a list of 200,000 entities
  /// holds them once, until a change makes the first write.
  @inlinable mutating func fill(with candidates: [Entity], by order: EntityOrder<Entity>) -> [Int] {
    precondition(entities.isEmpty, "fill(with:by:) is for slots that hold nothing yet")
    reserve(candidates.count)
    for (slot, entity) in candidates.enumerated() {
      guard slotByID.placeOrInsert(entity.id, at: slot) == nil else {
        // A repeated id: start again, one entity at a time.
        self = EntitySlots(order: order, text: text)
        reserve(candidates.count)
        return candidates.map { store($0, by: order) }
      }
      texts.set(text?(entity) ?? FoldedText.empty, at: slot)
      keys.set(entity, at: slot, by: order)
    }
    entities = RowChunks(candidates)
    return Array(candidates.indices)
  }

  /// Puts `arrivals`, none of them held yet, in new slots at the end, keeping the array as it
  /// came (``RowChunks``): no entity is copied. Nil, having changed nothing, when a slot is free
  /// to reuse, one of them is held already, or their ids are not in ascending order (so one
  /// could repeat).
  @inlinable mutating func storeWhole(
    _ arrivals: [Entity], by order: EntityOrder<Entity>
  ) -> Range<Int>? {
    guard free.isEmpty, arrivals.isStrictlyAscendingByID else { return nil }
    for entity in arrivals where slotByID[entity.id] != nil { return nil }
    let start = entities.count
    for (offset, entity) in arrivals.enumerated() {
      texts.set(text?(entity) ?? FoldedText.empty, at: start + offset)
      keys.set(entity, at: start + offset, by: order)
      _ = slotByID.placeOrInsert(entity.id, at: start + offset)
    }
    entities.append(chunk: arrivals)
    return start..<start + arrivals.count
  }

  /// Frees the slot of the entity with `id`.
  @inlinable mutating func remove(_ id: Entity.ID) {
    guard let slot = slotByID.removeValue(forKey: id) else { return }
    texts.clear(slot)
    if isHoldingFreedSlots { held.append(slot) } else { free.append(slot) }
  }
}

extension FoldedText {
  /// The empty text, folded once.
  @usableFromInline static let empty = FoldedText("")
}
