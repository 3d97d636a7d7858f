/// The rows a fetched-results controller shows, and the bookkeeping to change them in place: a
/// plain value, so its algorithms are tested without a store or a lock.
///
/// Two sectioned lists of ids, both in the descriptor's order (section key, sort, id):
/// - `base`: every entity the predicate accepts, with the entities themselves in `records`;
/// - `shown`: the rows on offer: `base` filtered by the text search and cut at the fetch limit.
///
/// Keeping `base` is what makes the common changes cheap: a new search term filters it without
/// asking the store (no predicate evaluated, nothing sorted), and a row pushed past the limit is
/// replaced by the next match in `base` rather than by a new fetch. Sections are never empty: a
/// section appears with its first row and goes with its last.
struct FetchedRows<Entity: StoreEntity>: Sendable {
  typealias Snapshot = SectionedSnapshot<SectionKey, Entity.ID>

  private(set) var descriptor: FetchDescriptor<Entity>
  /// Every entity the predicate accepts, by id.
  var records: [Entity.ID: Entity]
  /// The ids of `records`, in order and sections.
  var base: Snapshot
  /// What is shown: `base` filtered by the search and cut at the limit.
  var shown: Snapshot
  /// How many rows `shown` holds (kept, because counting walks every section).
  var shownCount: Int

  /// Rows for `candidates` (entities the store returned for the descriptor's predicate).
  init(descriptor: FetchDescriptor<Entity>, candidates: [Entity]) {
    self.descriptor = descriptor
    records = Dictionary(candidates.map { ($0.id, $0) }) { _, last in last }
    base = Self.sections(of: records.values.sorted(by: descriptor.areInIncreasingOrder), descriptor)
    shown = Snapshot()
    shownCount = 0
    refilter()
  }

  /// The most rows `shown` may hold.
  var limit: Int { descriptor.fetchLimit.map { max(0, $0) } ?? .max }

  /// Changes the search term, keeping `base`; returns what changed in `shown`.
  mutating func search(for term: String) -> ChangeSet {
    guard let search = descriptor.search, search.term != term else { return .empty }
    let old = shown
    descriptor.search = search.searching(for: term)
    refilter()
    return SnapshotDiff.changes(from: old, to: shown)
  }

  /// Recomputes `shown` from `base`: one pass, stopping at the limit.
  mutating func refilter() {
    let limit = limit
    let search = descriptor.search.flatMap { $0.isEmpty ? nil : $0 }
    guard search != nil || limit < base.itemCount else {
      shown = base
      shownCount = base.itemCount
      return
    }
    var sections: [Snapshot.Section] = []
    var count = 0
    for section in base.sections where count < limit {
      var items: [Entity.ID] = []
      for id in section.items where search?.matches(records[id]!) ?? true {
        items.append(id)
        count += 1
        if count == limit { break }
      }
      if !items.isEmpty { sections.append(Snapshot.Section(id: section.id, items: items)) }
    }
    shown = Snapshot(sections: sections)
    shownCount = count
  }

  /// `sorted` (in the descriptor's order) cut into sections by key.
  static func sections(of sorted: [Entity], _ descriptor: FetchDescriptor<Entity>) -> Snapshot {
    var sections: [Snapshot.Section] = []
    for entity in sorted {
      let key = descriptor.section(of: entity)
      if sections.last?.id == key {
        sections[sections.count - 1].items.append(entity.id)
      } else {
        sections.append(Snapshot.Section(id: key, items: [entity.id]))
      }
    }
    return Snapshot(sections: sections)
  }
}
