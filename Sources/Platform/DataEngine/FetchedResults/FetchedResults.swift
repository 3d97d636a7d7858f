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
  }

  @inlinable public var startIndex: Int { 0 }
  public var endIndex: Int { rows.shownCount }
  @inlinable public var count: Int { rows.shownCount }

  /// The entity in row `position`, counting every section's rows in order.
  @inlinable public subscript(position: Int) -> Entity {
    let section = section(containing: position)
    return rows.slots[rows.shown.sections[section].items[position - starts[section]]]
  }

  /// The sections, in order, each with its key and how many rows it holds.
  @inlinable public var sections: [FetchedSection] {
    rows.shown.sections.map { FetchedSection(key: $0.id, count: $0.items.count) }
  }

  /// The entity in the row at `path`, or nil when there is no such row.
  @inlinable public subscript(path: RowPath) -> Entity? { rows.shown[path].map { rows.slots[$0] } }

  /// The entities of the rows `range` of section `section`, clamped to the rows there are.
  @inlinable public func entities(inSection section: Int, rows range: Range<Int>) -> [Entity] {
    guard rows.shown.sections.indices.contains(section) else { return [] }
    let items = rows.shown.sections[section].items
    return items[range.clamped(to: items.indices)].map { rows.slots[$0] }
  }

  /// The path of the row showing the entity `id`, or nil when no row shows it.
  @inlinable public func path(of id: Entity.ID) -> RowPath? {
    rows.slots.slot(of: id).flatMap(rows.pathInShown)
  }

  /// The section holding row `position`: the last whose start is not after it.
  @inlinable func section(containing position: Int) -> Int {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= position { low = middle } else { high = middle }
    }
    return low
  }

  /// Walks the rows section by section, with no search per row.
  @inlinable public func makeIterator() -> Iterator { Iterator(rows: rows) }

  /// Reads the rows in order, a section's items at a time.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let slots: EntitySlots<Entity>
    @usableFromInline let sections: [SectionedSnapshot<SectionKey, Int>.Section]
    @usableFromInline var items: [Int] = []
    @usableFromInline var section = -1
    @usableFromInline var row = 0

    @inlinable init(rows: FetchedRows<Entity>) {
      slots = rows.slots
      sections = rows.shown.sections
    }

    @inlinable public mutating func next() -> Entity? {
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
