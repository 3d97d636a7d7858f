/// The rows of the sections two snapshots share, reduced to integers, and the changes between
/// them.
///
/// ``SnapshotDiff`` fills it: every old row of a kept section gets an ordinal (its position in
/// `oldPaths`), and every new row of a kept section the ordinal of the old row with the same id.
/// Rows of deleted or inserted sections never appear: their section's change covers them.
@usableFromInline
struct RowPlan {
  /// Old paths of the kept sections' rows, in old order; an index here is an ordinal.
  @usableFromInline var oldPaths: [RowPath] = []
  /// Whether the row with each ordinal is one the caller marked updated.
  @usableFromInline var isUpdated: [Bool] = []
  /// New paths of the kept sections' rows, in new order.
  @usableFromInline var newPaths: [RowPath] = []
  /// For each new row, the ordinal of the old row with its id, or -1 when it is new.
  @usableFromInline var matches: [Int] = []

  @usableFromInline
  init() {}

  /// The change set: sections from `sections`, rows from the matches.
  @usableFromInline
  func changes(sections: SectionPlan) -> ChangeSet {
    let (matches, isKept) = stayingRows(sections: sections)
    var changes = ChangeSet(
      deletedSections: sections.deleted, insertedSections: sections.inserted)
    var isMatched = [Bool](repeating: false, count: oldPaths.count)
    for (position, ordinal) in matches.enumerated() {
      let path = newPaths[position]
      guard ordinal >= 0 else {
        changes.insertedRows.append(path)
        continue
      }
      isMatched[ordinal] = true
      if !isKept[position] { changes.movedRows.append(RowMove(from: oldPaths[ordinal], to: path)) }
      if isUpdated[ordinal] { changes.updatedRows.append(path) }
    }
    for (ordinal, matched) in isMatched.enumerated() where !matched {
      changes.deletedRows.append(oldPaths[ordinal])
    }
    return changes
  }

  /// The matches with repeated ones undone (a second copy of an id is an insert), and for each
  /// new row whether it stays: it is in the same section as before and in the longest run that
  /// kept its order.
  private func stayingRows(sections: SectionPlan) -> (matches: [Int], isKept: [Bool]) {
    var matches = matches
    var isClaimed = [Bool](repeating: false, count: oldPaths.count)
    var candidates: [Int] = []
    var candidateOrdinals: [Int] = []
    candidates.reserveCapacity(matches.count)
    candidateOrdinals.reserveCapacity(matches.count)
    for (position, ordinal) in matches.enumerated() where ordinal >= 0 {
      guard !isClaimed[ordinal] else {
        matches[position] = -1
        continue
      }
      isClaimed[ordinal] = true
      // Rows that changed section always move; only rows that stayed in theirs can stay put.
      if sections.oldToNew[oldPaths[ordinal].section] == newPaths[position].section {
        candidates.append(position)
        candidateOrdinals.append(ordinal)
      }
    }
    var isKept = [Bool](repeating: false, count: matches.count)
    for run in longestIncreasingSubsequence(candidateOrdinals) {
      isKept[candidates[run]] = true
    }
    return (matches, isKept)
  }
}
