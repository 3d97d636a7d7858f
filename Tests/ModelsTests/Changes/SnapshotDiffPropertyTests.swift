import DataEngine
import Models
import Testing

/// Randomized, seeded checks of the diff on many lists: on failure the seed is printed, and
/// `RandomLists(seed:)` with it replays the case exactly.
@Suite("SnapshotDiff on random lists")
struct SnapshotDiffPropertyTests {
  static let seeds: Range<UInt64> = 1..<1_001

  @Test func applyingTheDiffToUnrelatedRandomListsGivesTheNewList() {
    for seed in Self.seeds {
      // Given: two lists drawn from overlapping pools of section and item ids.
      var random = RandomLists(seed: seed)
      let old = random.list(maxSections: 5, itemIDs: 0..<30, sectionIDs: 0..<7)
      let new = random.list(maxSections: 5, itemIDs: 0..<30, sectionIDs: 0..<7)
      let updated = random.someOf(Array(0..<30))

      // When
      let changes = SnapshotDiff.changes(from: old, to: new, updated: updated)

      // Then
      let found = problems(in: changes, from: old, to: new, updated: updated)
      #expect(found == [], "seed \(seed): \(old.sections) -> \(new.sections)")
      if !found.isEmpty { return }
    }
  }

  @Test func anEditWithKMovesIsReportedWithAtMostKMoves() {
    for seed in Self.seeds {
      // Given: a list edited by known deletes, inserts and k moves.
      var random = RandomLists(seed: seed)
      let old = random.list(maxSections: 4, itemIDs: 0..<40, sectionIDs: 0..<6)
      var freshIDs = 1_000
      let (new, moves) = random.edited(old, freshIDs: &freshIDs)
      let updated = random.someOf(old.sections.flatMap(\.items))

      // When
      let changes = SnapshotDiff.changes(from: old, to: new, updated: updated)

      // Then
      let found = problems(in: changes, from: old, to: new, updated: updated)
      #expect(found == [], "seed \(seed): \(old.sections) -> \(new.sections)")
      #expect(changes.movedRows.count <= moves, "seed \(seed): \(changes.movedRows) for \(moves)")
      if !found.isEmpty || changes.movedRows.count > moves { return }
    }
  }

  @Test func longListsWithScatteredEditsApplyWithAtMostKMoves() {
    for seed in Self.seeds.prefix(200) {
      // Given: long sections, so most rows match side by side and edits lie far apart.
      var random = RandomLists(seed: seed)
      let old = random.list(maxSections: 4, maxRows: 300, itemIDs: 0..<2_000, sectionIDs: 0..<6)
      var freshIDs = 10_000
      let (new, moves) = random.edited(old, freshIDs: &freshIDs, maxEdits: 80)
      let updated = random.someOf(old.sections.flatMap(\.items))

      // When
      let changes = SnapshotDiff.changes(from: old, to: new, updated: updated)

      // Then
      let found = problems(in: changes, from: old, to: new, updated: updated)
      #expect(found == [], "seed \(seed)")
      #expect(
        changes.movedRows.count <= moves, "seed \(seed): \(changes.movedRows.count) > \(moves)")
      if !found.isEmpty || changes.movedRows.count > moves { return }
    }
  }

  @Test func listsWithRepeatedIDsStillApply() {
    for seed in Self.seeds {
      // Given: ids drawn with repeats, which a store never makes but a caller might.
      var random = RandomLists(seed: seed)
      let old = random.list(maxSections: 3, itemIDs: 0..<6, sectionIDs: 0..<4, repeats: true)
      let new = random.list(maxSections: 3, itemIDs: 0..<6, sectionIDs: 0..<4, repeats: true)

      // When
      let changes = SnapshotDiff.changes(from: old, to: new, updated: [])

      // Then
      let found = problems(in: changes, from: old, to: new, updated: [])
      #expect(found == [], "seed \(seed): \(old.sections) -> \(new.sections)")
      if !found.isEmpty { return }
    }
  }

  @Test func movesAreAsFewAsAnyValidChangeSetCouldHave() {
    for seed in Self.seeds {
      // Given
      var random = RandomLists(seed: seed)
      let old = random.list(maxSections: 3, itemIDs: 0..<20, sectionIDs: 0..<4)
      let new = random.list(maxSections: 3, itemIDs: 0..<20, sectionIDs: 0..<4)

      // When
      let changes = SnapshotDiff.changes(from: old, to: new, updated: [])

      // Then: rows of kept sections that stay in their section, minus the most of them that can
      // keep their order (a quadratic search, independent of the diff's own), must move.
      let fewest = fewestMoves(from: old, to: new, changes: changes)
      #expect(changes.movedRows.count == fewest, "seed \(seed): \(old.sections) -> \(new.sections)")
      if changes.movedRows.count != fewest { return }
    }
  }

  /// The least moves any change set with these section changes needs: every matched row that
  /// changed section, plus, per kept section, its shared rows outside a longest order-keeping run.
  private func fewestMoves(from old: NumberList, to new: NumberList, changes: ChangeSet) -> Int {
    let deleted = Set(changes.deletedSections)
    let inserted = Set(changes.insertedSections)
    let oldSection = Dictionary(
      uniqueKeysWithValues: old.sections.indices.filter { !deleted.contains($0) }.flatMap { index in
        old.sections[index].items.enumerated().map { ($1, (old.sections[index].id, $0)) }
      })
    var moves = 0
    for section in new.sections.indices where !inserted.contains(section) {
      var sameSectionRows: [Int] = []
      for item in new.sections[section].items {
        guard let (id, row) = oldSection[item] else { continue }
        if id == new.sections[section].id { sameSectionRows.append(row) } else { moves += 1 }
      }
      moves += sameSectionRows.count - quadraticLongestRun(sameSectionRows)
    }
    return moves
  }

  private func quadraticLongestRun(_ values: [Int]) -> Int {
    var longestEndingAt = [Int](repeating: 1, count: values.count)
    for end in values.indices {
      for start in 0..<end where values[start] < values[end] {
        longestEndingAt[end] = max(longestEndingAt[end], longestEndingAt[start] + 1)
      }
    }
    return longestEndingAt.max() ?? 0
  }
}
