// Binary search into the sorted sections: where a row is, or where it would go.
extension FetchedRows {
  /// Where `entity` is, or would be inserted, in `snapshot`: its section (an existing one, or
  /// the index a new one would take) and its row. Looks up neighbours in `records`, so call it
  /// while `records` still holds the values `snapshot` was ordered by.
  func position(of entity: Entity, in snapshot: Snapshot) -> (section: Int, isNew: Bool, row: Int) {
    let key = descriptor.section(of: entity)
    let sections = snapshot.sections
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].id < key { low = middle + 1 } else { high = middle }
    }
    guard low < sections.count, sections[low].id == key else { return (low, true, 0) }
    let items = sections[low].items
    var first = 0
    var last = items.count
    while first < last {
      let middle = (first + last) / 2
      if descriptor.precedesWithinSection(records[items[middle]]!, entity) {
        first = middle + 1
      } else {
        last = middle
      }
    }
    return (low, false, first)
  }

  /// The path of `entity` in `snapshot`, or nil when it is not there.
  func path(of entity: Entity, in snapshot: Snapshot) -> RowPath? {
    let position = position(of: entity, in: snapshot)
    guard !position.isNew,
      snapshot[RowPath(section: position.section, row: position.row)] == entity.id
    else { return nil }
    return RowPath(section: position.section, row: position.row)
  }

  /// Whether a row inserted at `position` would have a row of `snapshot` after it.
  static func isBeforeEnd(
    _ position: (section: Int, isNew: Bool, row: Int), in snapshot: Snapshot
  ) -> Bool {
    let sections = snapshot.sections
    if position.isNew { return position.section < sections.count }
    return position.section < sections.count - 1
      || position.row < sections[position.section].items.count
  }

  /// The first entity of `base` after `entity` (or from the start, when nil) that the search
  /// matches and `shown` lacks.
  func nextMatch(after entity: Entity?) -> Entity? {
    var section = 0
    var row = 0
    if let entity, let path = path(of: entity, in: base) {
      section = path.section
      row = path.row + 1
    }
    while section < base.sections.count {
      let items = base.sections[section].items
      while row < items.count {
        let candidate = records[items[row]]!
        if descriptor.passesSearch(candidate) { return candidate }
        row += 1
      }
      section += 1
      row = 0
    }
    return nil
  }
}

extension SectionedSnapshot {
  /// Removes the item at `path`, and its section when it was the last item.
  mutating func removeItem(at path: RowPath) {
    sections[path.section].items.remove(at: path.row)
    if sections[path.section].items.isEmpty { sections.remove(at: path.section) }
  }

  /// Inserts `item` at `row` of section `section`, first creating a section `id` there when
  /// `isNew`.
  mutating func insertItem(_ item: ItemID, section: Int, isNew: Bool, id: SectionID, row: Int) {
    if isNew {
      sections.insert(Section(id: id, items: [item]), at: section)
    } else {
      sections[section].items.insert(item, at: row)
    }
  }

  /// The path of the last item, or nil when there are none.
  var lastPath: RowPath? {
    guard let last = sections.last else { return nil }
    return RowPath(section: sections.count - 1, row: last.items.count - 1)
  }
}
