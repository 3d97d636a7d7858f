import Essentials

/// The rows of faulted results: their ids, in order, and the entities read so far, read a batch
/// at a time as rows are asked for. Shared by the controller and every ``FetchedResults`` value
/// taken from it while these were its rows.
///
/// A value taken before a change keeps the rows it had: once the controller moves on, these
/// faults are retired and keep the value each later commit replaced or removed (the first one
/// seen), so every row still reads as it was when the value was taken.
@usableFromInline final class RowFaults<Entity: StoreEntity>: Sendable {
  @usableFromInline let store: any FaultingStore<Entity>
  /// What the rows were fetched with: how the rest of the ids are read.
  @usableFromInline let descriptor: FetchDescriptor<Entity>
  /// How many rows there are.
  @usableFromInline let count: Int
  /// The sections, in order, with how many rows each holds; one, ``SectionKey/all``, when the
  /// rows are not in sections.
  @usableFromInline let sections: [FetchedSection]
  /// The position of each section's first row.
  @usableFromInline let starts: [Int]
  /// The ids read so far, in order: the first rows, or all of them, in chunks, so a write
  /// that moves one row copies one chunk (``RowChunks``).
  @usableFromInline let known: Locked<RowChunks<Entity.ID>>
  /// Whether the ids are in ascending order, so a row is found by binary search.
  @usableFromInline let isInIDOrder: Bool
  /// Entities read, by id; emptied when it would pass `capacity`.
  @usableFromInline let cache: Locked<[Entity.ID: Entity]>
  /// Once retired: the values rows had before later commits changed or removed them.
  @usableFromInline let kept = Locked<[Entity.ID: Entity]?>(nil)

  /// Rows read per batch, the most entities kept read, and the ids a first screen reads.
  @usableFromInline static var batchSize: Int { 64 }
  @usableFromInline static var capacity: Int { 4_096 }
  @usableFromInline static var firstIDs: Int { 256 }

  @inlinable init(
    store: any FaultingStore<Entity>, descriptor: FetchDescriptor<Entity>,
    sections: [FetchedSection], ids: RowChunks<Entity.ID>, cache: [Entity.ID: Entity] = [:]
  ) {
    self.store = store
    self.descriptor = descriptor
    self.sections = sections
    var start = 0
    starts = sections.map { section in
      defer { start += section.count }
      return start
    }
    count = start
    known = Locked(ids)
    isInIDOrder = descriptor.sortBy.isEmpty && descriptor.sectionKey == nil
    self.cache = Locked(cache)
  }

  /// Whether every id has been read.
  @inlinable var isWhole: Bool { known.withLock { $0.count } >= count }

  /// Every id, in order, read now when only the first ones were.
  @inlinable var ids: [Entity.ID] { everyID.joined }

  /// Every id, in order, read now when only the first ones were. The store must still hold
  /// the rows these were read from: the controller reads them before each commit writes.
  @inlinable var everyID: RowChunks<Entity.ID> {
    known.withLock { known in
      if known.count < count, let all = try? store.faultedIDs(for: descriptor) {
        known = RowChunks(splitting: all)
      }
      return known
    }
  }

  /// The ids of the rows `range`, as far as they can be read (the rest of the ids cannot once
  /// the store keeps its writes in memory only; its next commit gives the controller held rows).
  @inlinable func ids(in range: Range<Int>) -> [Entity.ID] {
    let first = known.withLock { $0 }
    return (range.upperBound <= first.count ? first : everyID).values(in: range)
  }

  /// The entity of row `position`, reading its batch when it has not been read; nil when the
  /// row cannot be read (a damaged row, a closed store).
  @inlinable func entity(at position: Int) -> Entity? {
    guard (0..<count).contains(position) else { return nil }
    return entities(in: position..<(position + 1)).first
  }

  /// The entities of the rows `range` (clamped to the rows there are), in order, reading those
  /// not read yet in one batch (at least ``batchSize`` rows, from the first one missing). A
  /// row that cannot be read is left out.
  @inlinable func entities(in range: Range<Int>) -> [Entity] {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return [] }
    let kept = kept.withLock { $0 } ?? [:]
    let shown = ids(in: range)
    let found = cache.withLock { cache in shown.compactMap { kept[$0] ?? cache[$0] } }
    if found.count == range.count { return found }
    // One read: the rows asked for that are not known, and the rows after them to a batch.
    let first = range.lowerBound + (shown.firstIndex { kept[$0] == nil } ?? 0)
    let batch = ids(in: first..<min(count, max(range.upperBound, first + Self.batchSize)))
    let read = (try? store.faultedEntities(withIDs: batch.filter { kept[$0] == nil })) ?? []
    let byID = Dictionary(read.map { ($0.id, $0) }) { _, later in later }
    cache.withLock { cache in
      if cache.count + byID.count > Self.capacity { cache.removeAll(keepingCapacity: true) }
      cache.merge(byID) { _, read in read }
    }
    return shown.compactMap { kept[$0] ?? byID[$0] }
  }

  /// The row showing `id`, or nil.
  @inlinable func position(of id: Entity.ID) -> Int? {
    let first = known.withLock { $0 }
    // A row of the first screen is found there, before every id is read.
    if first.count < count, let position = first.firstIndex(of: id) { return position }
    let ids = first.count < count ? everyID : first
    guard isInIDOrder else { return ids.firstIndex(of: id) }
    let low = partitionPoint(ids.count) { ids[$0] < id }
    return low < ids.count && ids[low] == id ? low : nil
  }

  /// The row at `path`, counting every section's rows in order; nil when there is none.
  @inlinable func position(of path: RowPath) -> Int? {
    guard sections.indices.contains(path.section),
      (0..<sections[path.section].count).contains(path.row)
    else { return nil }
    return starts[path.section] + path.row
  }

  /// The path of row `position`: its section (the last whose start is not after it) and row.
  @inlinable func path(at position: Int) -> RowPath {
    let section = max(0, partitionPoint(starts.count) { starts[$0] <= position } - 1)
    return RowPath(section: section, row: position - (starts.isEmpty ? 0 : starts[section]))
  }

  /// The path of the row showing `id`, or nil.
  @inlinable func path(of id: Entity.ID) -> RowPath? { position(of: id).map(path(at:)) }

  /// The entity in the row at `path`, or nil when there is no such row or it cannot be read.
  @inlinable func entity(at path: RowPath) -> Entity? { position(of: path).flatMap(entity(at:)) }

  /// The entities of the rows `range` of section `section`, clamped to the rows there are.
  @inlinable func entities(inSection section: Int, rows range: Range<Int>) -> [Entity] {
    guard sections.indices.contains(section) else { return [] }
    let rows = range.clamped(to: 0..<sections[section].count)
    return entities(in: (starts[section] + rows.lowerBound)..<(starts[section] + rows.upperBound))
  }

  /// The entities read so far, but for those `change` touched: what the next rows start with.
  @inlinable func cacheUntouched(by change: StoreChange<Entity>) -> [Entity.ID: Entity] {
    var cache = cache.withLock { $0 }
    for entity in change.inserted { cache[entity.id] = nil }
    for entity in change.updated { cache[entity.id] = nil }
    for id in change.deleted { cache[id] = nil }
    return cache
  }

  /// From now on these rows are no longer the controller's: they keep the values later
  /// commits replace or remove.
  @inlinable func retire() {
    kept.withLock { kept in if kept == nil { kept = [:] } }
  }

  /// Keeps `before` (the values a commit replaced or removed) for rows not kept yet, once
  /// retired.
  @inlinable func keep(_ before: [Entity.ID: Entity]) {
    guard !before.isEmpty else { return }
    kept.withLock { kept in
      guard kept != nil else { return }
      // The first commit after these rows were the controller's found each row as it was.
      for (id, value) in before where kept?[id] == nil { kept?[id] = value }
    }
  }
}
