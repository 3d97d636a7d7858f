// A new search term: one walk over `base` that builds the new rows and the change set together.
extension FetchedRows {
  /// Changes the search term, keeping `base`; returns what changed in `shown`. Old and new rows
  /// are both subsequences of `base`, so no row moves, and one walk in order tells each row's
  /// fate without hashing anything.
  @inlinable mutating func search(for term: String) -> ChangeSet {
    guard let search = descriptor.search, search.term != term else { return .empty }
    descriptor.search = search.searching(for: term)
    let limit = limit
    var walk = SearchWalk(old: shown)
    var newCount = 0
    var inNew: [Bool] = []
    var inOld: [Bool] = []
    slots.texts.withMatcher(for: searchTerm ?? .empty) { matcher in
      for section in base.sections {
        if walk.isFinished && newCount == limit { break }
        inOld.removeAll(keepingCapacity: true)
        inNew.removeAll(keepingCapacity: true)
        for slot in section.items {
          inOld.append(walk.take(slot))
          let matches = newCount < limit && matcher.matches(slot)
          if matches { newCount += 1 }
          inNew.append(matches)
        }
        walk.record(section, inOld: inOld, inNew: inNew)
      }
    }
    shown = walk.new
    shownCount = newCount
    return walk.changes
  }
}

/// The state of the walk in ``FetchedRows/search(for:)``: where it is in the old rows and the
/// new ones, and the change set so far.
@usableFromInline struct SearchWalk {
  @usableFromInline typealias Rows = SectionedSnapshot<SectionKey, Int>

  @usableFromInline let old: Rows
  @usableFromInline var oldSection = 0
  @usableFromInline var oldRow = 0
  @usableFromInline var new = Rows()
  @usableFromInline var changes = ChangeSet()

  @inlinable init(old: Rows) { self.old = old }

  /// Whether every old row has been met.
  @inlinable var isFinished: Bool { oldSection >= old.sections.count }

  /// Whether `id` is the next old row, moving past it if so.
  @inlinable mutating func take(_ slot: Int) -> Bool {
    guard oldSection < old.sections.count else { return false }
    let items = old.sections[oldSection].items
    guard oldRow < items.count, items[oldRow] == slot else { return false }
    oldRow += 1
    return true
  }

  /// Records one base section's rows: which were old, which are new.
  @inlinable mutating func record(_ section: Rows.Section, inOld: [Bool], inNew: [Bool]) {
    let wasShown = inOld.contains(true)
    let isShown = inNew.contains(true)
    let oldIndex = oldSection
    if wasShown {
      // Every old row of this section was taken: the walk moves to the next old section.
      oldSection += 1
      oldRow = 0
    }
    guard isShown else {
      if wasShown { changes.deletedSections.append(oldIndex) }
      return
    }
    let newIndex = new.sections.count
    guard wasShown else {
      changes.insertedSections.append(newIndex)
      let items = section.items.indices.filter { inNew[$0] }.map { section.items[$0] }
      new.sections.append(.init(id: section.id, items: items))
      return
    }
    var oldRowIndex = 0
    var items: [Int] = []
    for (position, slot) in section.items.enumerated() {
      switch (inOld[position], inNew[position]) {
      case (true, true):
        oldRowIndex += 1
        items.append(slot)
      case (true, false):
        changes.deletedRows.append(RowPath(section: oldIndex, row: oldRowIndex))
        oldRowIndex += 1
      case (false, true):
        changes.insertedRows.append(RowPath(section: newIndex, row: items.count))
        items.append(slot)
      case (false, false): break
      }
    }
    new.sections.append(.init(id: section.id, items: items))
  }
}
