/// The rows a fetched-results controller shows, and the bookkeeping to change them in place: a
/// plain value, so its algorithms are tested without a store or a lock.
///
/// Two sectioned lists of slot numbers, `base` and `shown` (the article "Fetched results and change sets"),
/// so loops over every row are plain integer work. Sections are never empty.
@usableFromInline struct FetchedRows<Entity: StoreEntity>: Sendable {
  @usableFromInline typealias Snapshot = SectionedSnapshot<SectionKey, Entity.ID>

  @usableFromInline var descriptor: FetchDescriptor<Entity>
  /// Every entity the predicate accepts, each in a slot.
  @usableFromInline var slots: EntitySlots<Entity>
  /// The slots of `slots`, in order and sections.
  @usableFromInline var base: SectionedSnapshot<SectionKey, Int>
  /// What is shown: `base` filtered by the search and cut at the limit.
  @usableFromInline var shown: SectionedSnapshot<SectionKey, Int>
  /// How many rows `shown` holds (kept, because counting walks every section).
  @usableFromInline var shownCount: Int

  /// Rows for `candidates` (entities the store returned for the descriptor's predicate).
  ///
  /// Each candidate enters a slot first, its keys read once; then the slots are ordered by
  /// those keys. A store's fetch, already in this order, costs one comparison a row; an id that
  /// repeats keeps its last value, in one slot.
  @inlinable init(descriptor: FetchDescriptor<Entity>, candidates: [Entity]) {
    self.descriptor = descriptor
    let order = EntityOrder(descriptor)
    slots = EntitySlots(order: order, text: descriptor.search?.text)
    let filled = slots.fill(with: candidates, by: order)
    let sorted = slots.ordered(filled)
    var start = 0
    base = SectionedSnapshot(
      sections: sorted.runs.map { run in
        defer { start = run.end }
        return .init(id: run.section, items: Array(sorted.slots[start..<run.end]))
      })
    shown = SectionedSnapshot()
    shownCount = 0
    refilter()
  }

  /// The shown rows as ids: what the controller publishes. Costs one pass over the rows.
  @inlinable var snapshot: Snapshot {
    // Read from the order's keys, which keep every slot's id: no entity is copied.
    let keys = slots.keys
    return Snapshot(
      sections: shown.sections.map { .init(id: $0.id, items: $0.items.map(keys.id(at:))) })
  }

  /// The most rows `shown` may hold.
  @inlinable var limit: Int { descriptor.fetchLimit.map { max(0, $0) } ?? .max }

  /// The folded search term, or nil when everything matches.
  @inlinable var searchTerm: FoldedText? {
    guard let search = descriptor.search, !search.isEmpty else { return nil }
    return search.foldedTerm
  }

  /// Whether the slot's search text matches the current term.
  @inlinable func matchesSearch(_ slot: Int) -> Bool {
    guard let term = searchTerm else { return true }
    return slots.texts.contains(term, at: slot)
  }

  /// Recomputes `shown` from `base`: one pass, stopping at the limit.
  @inlinable mutating func refilter() {
    let limit = limit
    var shown = SectionedSnapshot<SectionKey, Int>()
    var count = 0
    slots.texts.withMatcher(for: searchTerm ?? .empty) { matcher in
      for section in base.sections where count < limit {
        for slot in section.items where matcher.matches(slot) {
          shown.appendItem(slot, in: section.id)
          count += 1
          if count == limit { break }
        }
      }
    }
    self.shown = shown
    shownCount = count
  }
}

extension SectionedSnapshot {
  /// Appends `item` to the last section when its id is `section`, else in a new last section.
  @inlinable mutating func appendItem(_ item: ItemID, in section: SectionID) {
    if sections.last?.id == section {
      sections[sections.count - 1].items.append(item)
    } else {
      sections.append(Section(id: section, items: [item]))
    }
  }
}
