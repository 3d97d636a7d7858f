/// Where a row is in a sorted sectioned list, or where it would go.
@usableFromInline struct RowPosition: Hashable {
  /// The section's index: an existing section, or the index a new one would take.
  @usableFromInline var section: Int
  /// Whether the row needs a new section at `section`.
  @usableFromInline var isNewSection: Bool
  /// The row's index within its section.
  @usableFromInline var row: Int

  @inlinable init(section: Int, isNewSection: Bool, row: Int) {
    (self.section, self.isNewSection, self.row) = (section, isNewSection, row)
  }

  @inlinable var path: RowPath { RowPath(section: section, row: row) }
}

// Binary search into the sorted sections: where a row is, or where it would go.
extension FetchedRows {
  /// Where the entity in `slot` is, or would be inserted, in `rows` (`base` or `shown`). Call it
  /// while the neighbours' slots still hold the keys the list was ordered by.
  @inlinable func position(
    ofSlot slot: Int, in rows: SectionedSnapshot<SectionKey, Int>
  ) -> RowPosition {
    let key = slots.keys.section(at: slot)
    let sections = rows.sections
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].id < key { low = middle + 1 } else { high = middle }
    }
    guard low < sections.count, sections[low].id == key else {
      return RowPosition(section: low, isNewSection: true, row: 0)
    }
    let row = slots.firstRow(in: sections[low].items, notBefore: slot)
    return RowPosition(section: low, isNewSection: false, row: row)
  }

  /// Where the entity in `slot` is or would go among the shown rows.
  @inlinable func positionInShown(_ slot: Int) -> RowPosition { position(ofSlot: slot, in: shown) }

  /// Where the entity in `slot` is or would go in `base`.
  @inlinable func positionInBase(_ slot: Int) -> RowPosition { position(ofSlot: slot, in: base) }

  /// The path among the shown rows of the entity in `slot`, or nil when it is not shown.
  @inlinable func pathInShown(_ slot: Int) -> RowPath? {
    let position = positionInShown(slot)
    guard !position.isNewSection, shown[position.path] == slot else { return nil }
    return position.path
  }

  /// Whether a row inserted at `position` would have a shown row after it.
  @inlinable func isBeforeEndOfShown(_ position: RowPosition) -> Bool {
    let sections = shown.sections
    if position.isNewSection { return position.section < sections.count }
    return position.section < sections.count - 1
      || position.row < sections[position.section].items.count
  }

  /// The slot of the first entity in `base` after the one in `slot` (or from the start, when
  /// nil) that the search matches.
  @inlinable func nextMatch(after slot: Int?) -> Int? {
    var start = RowPosition(section: 0, isNewSection: false, row: -1)
    if let slot { start = positionInBase(slot) }
    for section in base.sections.indices.dropFirst(start.section) {
      let skipped = section == start.section ? start.row + 1 : 0
      if let match = base.sections[section].items.dropFirst(skipped).first(where: matchesSearch) {
        return match
      }
    }
    return nil
  }
}

extension SectionedSnapshot {
  /// Removes the item at `path`, and its section when it was the last item; returns whether the
  /// section went too.
  @discardableResult
  @inlinable mutating func removeItem(at path: RowPath) -> Bool {
    sections[path.section].items.remove(at: path.row)
    guard sections[path.section].items.isEmpty else { return false }
    sections.remove(at: path.section)
    return true
  }

  /// Inserts `item` at `position`, in a new section `id` when the position asks for one.
  @inlinable mutating func insertItem(
    _ item: ItemID, at position: RowPosition, section id: SectionID
  ) {
    if position.isNewSection {
      sections.insert(Section(id: id, items: [item]), at: position.section)
    } else {
      sections[position.section].items.insert(item, at: position.row)
    }
  }

  /// The path of the last item, or nil when there are none.
  @inlinable var lastPath: RowPath? {
    guard let last = sections.last else { return nil }
    return RowPath(section: sections.count - 1, row: last.items.count - 1)
  }
}

extension SectionedSnapshot where ItemID == Int {
  /// Moves the item at `source` of `section` to `destination` (an index in the section without
  /// it), shifting only the rows between the two: a rename that moves a row a little shifts a
  /// little, not the rest of a long list twice.
  @inlinable mutating func moveItem(inSection section: Int, from source: Int, to destination: Int) {
    guard source != destination else { return }
    sections[section].items.withUnsafeMutableBufferPointer { items in
      let moving = items[source]
      let base = UnsafeMutableRawPointer(items.baseAddress!)
      let stride = MemoryLayout<Int>.stride
      if source < destination {
        (base + source * stride).copyMemory(
          from: base + (source + 1) * stride, byteCount: (destination - source) * stride)
      } else {
        (base + (destination + 1) * stride).copyMemory(
          from: base + destination * stride, byteCount: (source - destination) * stride)
      }
      items[destination] = moving
    }
  }
}
