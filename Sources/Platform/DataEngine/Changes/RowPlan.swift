/// Turns a ``RowMatching`` into the rows' part of a ``ChangeSet``: unmatched new rows are
/// inserted, unmatched old rows deleted, and matched rows move unless they stayed in their section
/// and are in the longest run that kept its order.
///
/// Every pass is a loop over contiguous integer arrays; only the few changed rows allocate.
@usableFromInline
enum RowPlan {
  /// The change set: sections from `sections`, rows from `matching` (whose matches it reuses as
  /// scratch space).
  @usableFromInline
  static func changes(sections: SectionPlan, matching: inout RowMatching) -> ChangeSet {
    var changes = ChangeSet(
      deletedSections: sections.deleted, insertedSections: sections.inserted)
    markSectionChanges(&matching)
    let staying = longestIncreasingSubsequence(matching.matches)
    let oldSections = matching.kept.map(\.old)
    var isMatched = [Bool](
      repeating: false, count: matching.oldStarts[matching.oldStarts.count - 1])
    matching.matches.withUnsafeBufferPointer { matches in
      isMatched.withUnsafeMutableBufferPointer { isMatched in
        for (pair, section) in matching.kept.enumerated() {
          let base = matching.newStarts[pair]
          for ordinal in base..<matching.newStarts[pair + 1] where !staying[ordinal] {
            let path = RowPath(section: section.new, row: ordinal - base)
            let match = Int(matches[ordinal])
            if match == -1 {
              changes.insertedRows.append(path)
            } else {
              let oldOrdinal = match >= 0 ? match : -2 - match
              isMatched[oldOrdinal] = true
              let from = Self.path(of: oldOrdinal, starts: matching.oldStarts, oldSections)
              changes.movedRows.append(RowMove(from: from, to: path))
            }
          }
        }
        for ordinal in staying.indices where staying[ordinal] {
          isMatched[Int(matches[ordinal])] = true
        }
      }
    }
    for (pair, section) in matching.kept.enumerated() {
      let base = matching.oldStarts[pair]
      for ordinal in base..<matching.oldStarts[pair + 1] where !isMatched[ordinal] {
        changes.deletedRows.append(RowPath(section: section.old, row: ordinal - base))
      }
    }
    let newSections = matching.kept.map(\.new)
    changes.updatedRows = matching.updated.sorted().map {
      path(of: Int($0), starts: matching.newStarts, newSections)
    }
    return changes
  }

  /// Rewrites each match to an old row of another section as `-2 - ordinal`: negative, so the
  /// longest run skips it (a row that changed section always moves), yet still recoverable.
  @inlinable static func markSectionChanges(_ matching: inout RowMatching) {
    let (oldStarts, newStarts) = (matching.oldStarts, matching.newStarts)
    matching.matches.withUnsafeMutableBufferPointer { matches in
      for pair in 0..<newStarts.count - 1 {
        let oldRange = Int32(oldStarts[pair])..<Int32(oldStarts[pair + 1])
        for ordinal in newStarts[pair]..<newStarts[pair + 1] {
          let match = matches[ordinal]
          if match >= 0 && !oldRange.contains(match) { matches[ordinal] = -2 - match }
        }
      }
    }
  }

  /// The path of the row numbered `ordinal`, given each kept section's first ordinal and index.
  @inlinable static func path(of ordinal: Int, starts: [Int], _ sections: [Int]) -> RowPath {
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= ordinal { low = middle } else { high = middle - 1 }
    }
    return RowPath(section: sections[low], row: ordinal - starts[low])
  }
}
