/// Which old row each new row of the kept sections is, found by walking both lists side by side.
///
/// Rows of kept sections are numbered across sections ("ordinals"). Walking a kept section's old
/// and new rows together, equal ids match with one comparison and no hashing; at a mismatch a
/// short look-ahead finds where the two agree again, and the rows skipped wait in a small table,
/// where rows that changed place or section meet. So a list that changed by a few percent hashes
/// only those few percent: what makes the diff fast.
@usableFromInline
struct RowMatching {
  /// How far ahead the walk looks for the two lists to agree again: enough for a few adjacent
  /// inserts or deletes; longer runs still match through the table.
  @usableFromInline static let lookAhead = 8

  /// The kept sections, as (old index, new index) pairs, top to bottom.
  @usableFromInline let kept: [(old: Int, new: Int)]
  /// The ordinal of each kept section's first old row, and the number of old rows at the end.
  @usableFromInline var oldStarts: [Int]
  /// The ordinal of each kept section's first new row, and the number of new rows at the end.
  @usableFromInline var newStarts: [Int]
  /// For each new ordinal, the old ordinal of the row with the same id, or -1 when it is new.
  /// (`RowPlan` then rewrites a match into another section as `-2 - ordinal`.)
  @usableFromInline var matches: [Int32]
  /// The new ordinals of matched rows the caller marked updated, in no particular order.
  @usableFromInline var updated: [Int32]

  @inlinable
  init<S, I>(
    old: SectionedSnapshot<S, I>, new: SectionedSnapshot<S, I>, kept: [(old: Int, new: Int)],
    updated marked: Set<I>
  ) {
    var oldStarts = [0]
    var newStarts = [0]
    for pair in kept {
      oldStarts.append(oldStarts[oldStarts.count - 1] + old.sections[pair.old].items.count)
      newStarts.append(newStarts[newStarts.count - 1] + new.sections[pair.new].items.count)
    }
    precondition(max(oldStarts.last!, newStarts.last!) < Int(Int32.max), "too many rows to diff")
    var matches = [Int32](repeating: -1, count: newStarts[newStarts.count - 1])
    var updated: [Int32] = []
    var waitingOld: [I: Int32] = [:]
    var waitingNew: [(ordinal: Int32, item: I)] = []
    let marked = UpdatedIDs(marked)
    let checksUpdates = !marked.isEmpty
    let lookAhead = Self.lookAhead
    matches.withUnsafeMutableBufferPointer { matches in
      for (pair, sections) in kept.enumerated() {
        old.sections[sections.old].items.withUnsafeBufferPointer { oldItems in
          new.sections[sections.new].items.withUnsafeBufferPointer { newItems in
            let oldBase = oldStarts[pair]
            let newBase = newStarts[pair]
            var i = 0
            var j = 0
            while i < oldItems.count && j < newItems.count {
              if oldItems[i] == newItems[j] {
                matches[newBase + j] = Int32(truncatingIfNeeded: oldBase + i)
                if checksUpdates && marked.contains(newItems[j]) {
                  updated.append(Int32(truncatingIfNeeded: newBase + j))
                }
                i += 1
                j += 1
                continue
              }
              // The lists disagree here: skip the fewest rows on one side that makes them agree.
              var skipOld = 1
              var skipNew = 1
              for distance in 1...lookAhead {
                if i + distance < oldItems.count && oldItems[i + distance] == newItems[j] {
                  (skipOld, skipNew) = (distance, 0)
                  break
                }
                if j + distance < newItems.count && newItems[j + distance] == oldItems[i] {
                  (skipOld, skipNew) = (0, distance)
                  break
                }
              }
              for skipped in i..<i + skipOld {
                waitingOld[oldItems[skipped]] = Int32(truncatingIfNeeded: oldBase + skipped)
              }
              for skipped in j..<j + skipNew {
                waitingNew.append((Int32(truncatingIfNeeded: newBase + skipped), newItems[skipped]))
              }
              i += skipOld
              j += skipNew
            }
            for skipped in i..<oldItems.count {
              waitingOld[oldItems[skipped]] = Int32(truncatingIfNeeded: oldBase + skipped)
            }
            for skipped in j..<newItems.count {
              waitingNew.append((Int32(truncatingIfNeeded: newBase + skipped), newItems[skipped]))
            }
          }
        }
      }
      // Each old row matches at most once: a repeated id in the new list is an insert.
      for (ordinal, item) in waitingNew {
        guard let oldOrdinal = waitingOld.removeValue(forKey: item) else { continue }
        matches[Int(ordinal)] = oldOrdinal
        if checksUpdates && marked.contains(item) { updated.append(ordinal) }
      }
    }
    self.kept = kept
    self.oldStarts = oldStarts
    self.newStarts = newStarts
    self.matches = matches
    self.updated = updated
  }
}
