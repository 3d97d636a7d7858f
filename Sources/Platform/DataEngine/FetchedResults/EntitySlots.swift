/// The entities a fetched-results controller holds, each in a numbered slot, with the text its
/// search reads kept beside it, packed with the other slots' texts (``SearchTexts``).
///
/// Why slots rather than a dictionary by id: refiltering 100,000 rows on a keystroke reads each
/// row's search text, and by slot that is a load, where by id it is a hash, a probe and a copy
/// of the entity. Only a write looks a slot up by id. A freed slot is reused.
struct EntitySlots<Entity: StoreEntity>: Sendable {
  /// The entity of each slot. A freed slot keeps its last entity until reused, so reading one
  /// needs no unwrapping: binary searches read these directly, without copying.
  private(set) var entities: [Entity] = []
  /// The search text of each slot's entity (empty when the descriptor has no search, or the
  /// slot is free).
  private(set) var texts = SearchTexts()
  /// The id of each slot's entity, readable without copying the entity; nil for a free slot.
  private(set) var ids: [Entity.ID?] = []
  private var slotByID: [Entity.ID: Int] = [:]
  private var free: [Int] = []
  /// Slots freed while `isHoldingFreedSlots`, reusable only once it ends.
  private var held: [Int] = []
  /// While true, a freed slot is not given to another entity: a batch compares its rows before
  /// and after by slot, and a slot that changed owner would look like the same row.
  var isHoldingFreedSlots = false {
    didSet {
      if !isHoldingFreedSlots {
        free += held
        held = []
      }
    }
  }
  private let text: (@Sendable (Entity) -> FoldedText)?

  /// Slots for nothing yet; `text` gives an entity's search text.
  init(text: (@Sendable (Entity) -> FoldedText)?) { self.text = text }

  /// Makes room for `entities` more, so that filling the slots grows each buffer once.
  mutating func reserve(for entities: [Entity]) {
    self.entities.reserveCapacity(self.entities.count + entities.count)
    ids.reserveCapacity(ids.count + entities.count)
    guard let text else { return }
    texts.reserve(
      slots: entities.count, bytes: entities.reduce(0) { $0 + text($1).value.utf8.count })
  }

  /// The slot of the entity with `id`, if it is held.
  func slot(of id: Entity.ID) -> Int? { slotByID[id] }

  /// The entity with `id`, if it is held.
  func entity(_ id: Entity.ID) -> Entity? {
    guard let slot = slotByID[id] else { return nil }
    return entities[slot]
  }

  /// The entity in `slot`, which must be in use.
  subscript(slot: Int) -> Entity { entities[slot] }

  /// The first of `items` (slots in `descriptor`'s order) that does not come before `entity`:
  /// a binary search, optionally as if the row at `skipped` were not there. Entities are read in
  /// place: in generic code, copying one per comparison costs more than the comparison.
  func firstRow(
    in items: [Int], notBefore entity: Entity, by descriptor: FetchDescriptor<Entity>,
    skipping skipped: Int? = nil
  ) -> Int {
    let order = EntityOrder(descriptor)
    return entities.withUnsafeBufferPointer { entities in
      var low = 0
      var high = items.count - (skipped == nil ? 0 : 1)
      while low < high {
        let middle = (low + high) / 2
        let index = skipped.map { middle < $0 ? middle : middle + 1 } ?? middle
        if order.precedesWithinSection(entities[items[index]], entity) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
  }

  /// Puts `entity` in a slot (its own, if it is held already) and returns the slot.
  @discardableResult
  mutating func store(_ entity: Entity) -> Int {
    guard let slot = slotByID[entity.id] ?? free.popLast() else {
      entities.append(entity)
      texts.set(text?(entity) ?? FoldedText.empty, at: entities.count - 1)
      ids.append(entity.id)
      slotByID[entity.id] = entities.count - 1
      return entities.count - 1
    }
    entities[slot] = entity
    texts.set(text?(entity) ?? FoldedText.empty, at: slot)
    ids[slot] = entity.id
    slotByID[entity.id] = slot
    return slot
  }

  /// Frees the slot of the entity with `id`.
  mutating func remove(_ id: Entity.ID) {
    guard let slot = slotByID.removeValue(forKey: id) else { return }
    texts.clear(slot)
    ids[slot] = nil
    if isHoldingFreedSlots { held.append(slot) } else { free.append(slot) }
  }
}

extension FoldedText {
  /// The empty text, folded once.
  static let empty = FoldedText("")
}
