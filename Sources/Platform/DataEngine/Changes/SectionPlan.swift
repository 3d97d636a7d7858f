/// Which sections of two snapshots are the same section, and which were deleted or inserted.
///
/// A section is kept when its id is in both and it kept its order relative to the other kept
/// sections (a longest increasing subsequence). One that changed order is deleted and inserted:
/// a fetched list orders sections by key, so that happens only when the sort itself changes.
@usableFromInline
struct SectionPlan {
  /// For each old section, its index in the new snapshot, or -1 when it was deleted.
  @usableFromInline var oldToNew: [Int]
  /// For each new section, its index in the old snapshot, or -1 when it was inserted.
  @usableFromInline var newToOld: [Int]

  /// Matches sections by id; a repeated id matches only its first occurrence.
  @inlinable
  init<ID: Hashable>(old: [ID], new: [ID]) {
    var oldIndex: [ID: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, id) in old.enumerated() where oldIndex[id] == nil { oldIndex[id] = index }
    self.init(oldCount: old.count, oldIndexOfNew: new.map { oldIndex[$0] ?? -1 })
  }

  /// Keeps the matched sections that stay in order; `oldIndexOfNew` is -1 for unmatched ones.
  @usableFromInline
  init(oldCount: Int, oldIndexOfNew: [Int]) {
    var oldToNew = [Int](repeating: -1, count: oldCount)
    var candidates: [Int] = []
    for (newIndex, oldIndex) in oldIndexOfNew.enumerated()
    where oldIndex >= 0 && oldToNew[oldIndex] < 0 {
      oldToNew[oldIndex] = newIndex
      candidates.append(newIndex)
    }
    let isKept = longestIncreasingSubsequence(candidates.map { Int32(oldIndexOfNew[$0]) })
    var newToOld = [Int](repeating: -1, count: oldIndexOfNew.count)
    oldToNew = [Int](repeating: -1, count: oldCount)
    for (position, newIndex) in candidates.enumerated() where isKept[position] {
      newToOld[newIndex] = oldIndexOfNew[newIndex]
      oldToNew[oldIndexOfNew[newIndex]] = newIndex
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  /// The kept sections as (old index, new index) pairs, top to bottom: both ascending.
  @inlinable var kept: [(old: Int, new: Int)] {
    newToOld.indices.compactMap { newToOld[$0] >= 0 ? (newToOld[$0], $0) : nil }
  }

  /// Old indices of the sections that left, ascending.
  @inlinable var deleted: [Int] { oldToNew.indices.filter { oldToNew[$0] < 0 } }
  /// New indices of the sections that arrived, ascending.
  @inlinable var inserted: [Int] { newToOld.indices.filter { newToOld[$0] < 0 } }
}
