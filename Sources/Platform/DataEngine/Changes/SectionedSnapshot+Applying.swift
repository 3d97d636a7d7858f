extension SectionedSnapshot {
  /// This snapshot with `changes` applied in one batch, in the two steps ``ChangeSet`` defines:
  /// the definition of what a change set means, and the check that a diff is right
  /// (`old.applying(SnapshotDiff.changes(from: old, to: new), takingInsertsFrom: new) == new`).
  ///
  /// - Precondition: `changes` fits: every old path is in this snapshot and outside the deleted
  ///   sections, every new path is in `new` and outside the inserted sections.
  @inlinable public func applying(_ changes: ChangeSet, takingInsertsFrom new: Self) -> Self {
    let deletedSections = Set(changes.deletedSections)
    let insertedSections = Set(changes.insertedSections)
    var leaving: [Int: Set<Int>] = [:]
    var arriving: [Int: [(row: Int, item: ItemID)]] = [:]
    for path in changes.deletedRows {
      precondition(self[path] != nil, "deleted row \(path) is not in the old snapshot")
      leaving[path.section, default: []].insert(path.row)
    }
    for path in changes.insertedRows {
      guard let item = new[path] else { preconditionFailure("inserted row \(path) is not new") }
      arriving[path.section, default: []].append((path.row, item))
    }
    for move in changes.movedRows {
      guard let item = self[move.from] else { preconditionFailure("moved row \(move) is not old") }
      precondition(new[move.to] != nil, "moved row \(move) is not in the new snapshot")
      leaving[move.from.section, default: []].insert(move.from.row)
      arriving[move.to.section, default: []].append((move.to.row, item))
    }
    precondition(
      leaving.keys.allSatisfy { !deletedSections.contains($0) },
      "a row leaves a deleted section")
    precondition(
      arriving.keys.allSatisfy { !insertedSections.contains($0) },
      "a row arrives in an inserted section")

    var result: [Section] = []
    result.reserveCapacity(new.sections.count)
    for (index, section) in sections.enumerated() where !deletedSections.contains(index) {
      guard let rows = leaving[index] else {
        result.append(section)
        continue
      }
      let items = section.items.indices.lazy.filter { !rows.contains($0) }.map { section.items[$0] }
      result.append(Section(id: section.id, items: Array(items)))
    }
    for index in changes.insertedSections {
      precondition(new.sections.indices.contains(index), "inserted section \(index) is not new")
      precondition(index <= result.count, "inserted section \(index) leaves a gap")
      result.insert(new.sections[index], at: index)
    }
    for (index, arrivals) in arriving {
      precondition(result.indices.contains(index), "rows arrive in missing section \(index)")
      result[index].items = Self.merging(arrivals, into: result[index].items)
    }
    return SectionedSnapshot(sections: result)
  }

  /// `items` with each arrival inserted at its row, lowest row first, in one pass.
  @inlinable static func merging(
    _ arrivals: [(row: Int, item: ItemID)], into items: [ItemID]
  )
    -> [ItemID]
  {
    let arrivals = arrivals.sorted { $0.row < $1.row }
    var merged: [ItemID] = []
    merged.reserveCapacity(items.count + arrivals.count)
    var staying = items.makeIterator()
    for arrival in arrivals {
      while merged.count < arrival.row, let item = staying.next() { merged.append(item) }
      precondition(merged.count == arrival.row, "row \(arrival.row) arrives past the end")
      merged.append(arrival.item)
    }
    while let item = staying.next() { merged.append(item) }
    return merged
  }
}
