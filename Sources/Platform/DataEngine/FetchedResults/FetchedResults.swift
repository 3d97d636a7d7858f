/// The rows a ``FetchedResultsController`` showed at one moment, as a value: a
/// `RandomAccessCollection` of its entities in order, section after section, that keeps those
/// rows whatever the store does later. A SwiftUI `ForEach` takes it as it is.
///
/// Taking one copies nothing: it shares the controller's storage, and costs one step per
/// section (where each section starts). The controller copies what it changes only when it
/// next writes while a value taken before is still held (copy on write), so a front end that
/// drops the value after drawing pays nothing, and one that holds the last value (a `ForEach`)
/// pays one copy of the storage a write touches, once per value (PERFORMANCE.md,
/// `rows.snapshot`).
///
/// ```swift
/// let shown = controller.results
/// try store.delete(id: shown[0].id)
/// shown[0]                      // still the row that was first when it was taken
/// controller.results.count      // one fewer
/// ```
public struct FetchedResults<Entity: StoreEntity>: RandomAccessCollection, Sendable {
  @usableFromInline let rows: FetchedRows<Entity>
  /// The position of each section's first row.
  @usableFromInline let starts: [Int]
  /// The rows, when they are faulted in from the store (then `rows` holds none): their
  /// entities read a batch at a time, as they were when the value was taken.
  @usableFromInline let faults: RowFaults<Entity>?

  @inlinable init(_ rows: FetchedRows<Entity>) {
    // Only what reading needs, so the controller's next write copies nothing else for this
    // value: the shown rows, the entities, their ids and order keys.
    var reading = rows
    reading.base = SectionedSnapshot()
    reading.slots = rows.slots.forReading
    self.rows = reading
    var start = 0
    starts = rows.shown.sections.map { section in
      defer { start += section.items.count }
      return start
    }
    faults = nil
  }

  /// The faulted rows `faults`, taken from a controller fetching with `descriptor`.
  @inlinable init(
    _ faults: RowFaults<Entity>, descriptor: FetchDescriptor<Entity>, engine: EntityEngine<Entity>
  ) {
    rows = engine.rows(descriptor, [])
    starts = faults.starts
    self.faults = faults
  }

  @inlinable public var startIndex: Int { 0 }
  public var endIndex: Int { faults?.count ?? rows.shownCount }
  @inlinable public var count: Int { faults?.count ?? rows.shownCount }

  /// The entity in row `position`, counting every section's rows in order. A faulted row that
  /// can no longer be read (its store closed, or the row damaged) stops the program: read
  /// pages with ``entities(inSection:rows:)``, which leaves such a row out.
  @inlinable public subscript(position: Int) -> Entity {
    if let faults {
      guard let entity = faults.entity(at: position) else {
        preconditionFailure("row \(position) of faulted results could not be read from the store")
      }
      return entity
    }
    let section = section(containing: position)
    return rows.slots[rows.shown.sections[section].items[position - starts[section]]]
  }

  /// The sections, in order, each with its key and how many rows it holds.
  @inlinable public var sections: [FetchedSection] {
    if let faults { return faults.sections }
    return rows.shown.sections.map { FetchedSection(key: $0.id, count: $0.items.count) }
  }

  /// The entity in the row at `path`, or nil when there is no such row.
  @inlinable public subscript(path: RowPath) -> Entity? {
    if let faults { return faults.entity(at: path) }
    return rows.shown[path].map { rows.slots[$0] }
  }

  /// The entities of the rows `range` of section `section`, clamped to the rows there are.
  @inlinable public func entities(inSection section: Int, rows range: Range<Int>) -> [Entity] {
    if let faults { return faults.entities(inSection: section, rows: range) }
    guard rows.shown.sections.indices.contains(section) else { return [] }
    let items = rows.shown.sections[section].items
    return items[range.clamped(to: items.indices)].map { rows.slots[$0] }
  }

  /// The path of the row showing the entity `id`, or nil when no row shows it.
  @inlinable public func path(of id: Entity.ID) -> RowPath? {
    if let faults { return faults.path(of: id) }
    return rows.slots.slot(of: id).flatMap(rows.pathInShown)
  }

  /// The section holding row `position`: the last whose start is not after it.
  @inlinable func section(containing position: Int) -> Int {
    Swift.max(0, partitionPoint(starts.count) { starts[$0] <= position } - 1)
  }

  /// Walks the rows section by section, with no search per row.
  @inlinable public func makeIterator() -> Iterator { Iterator(rows: rows, faults: faults) }

  /// Reads the rows in order, a section's items at a time.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let slots: EntitySlots<Entity>
    @usableFromInline let sections: [SectionedSnapshot<SectionKey, Int>.Section]
    @usableFromInline var items: [Int] = []
    @usableFromInline var section = -1
    @usableFromInline var row = 0
    /// Faulted rows, read a batch at a time, and the batch read last.
    @usableFromInline let faults: RowFaults<Entity>?
    @usableFromInline var batch: [Entity] = []

    @inlinable init(rows: FetchedRows<Entity>, faults: RowFaults<Entity>?) {
      slots = rows.slots
      sections = rows.shown.sections
      self.faults = faults
    }

    @inlinable public mutating func next() -> Entity? {
      if let faults {
        // `row` counts every row; `section` is where `batch` starts. A row that can no longer
        // be read ends the walk.
        if section < 0 || row - section >= batch.count {
          section = row
          batch = faults.entities(in: row..<(row + RowFaults<Entity>.batchSize))
          guard batch.count == Swift.min(RowFaults<Entity>.batchSize, faults.count - row) else {
            return nil
          }
        }
        guard row < faults.count else { return nil }
        defer { row += 1 }
        return batch[row - section]
      }
      while row == items.count {
        section += 1
        guard section < sections.count else { return nil }
        items = sections[section].items
        row = 0
      }
      defer { row += 1 }
      return slots[items[row]]
    }
  }
}
