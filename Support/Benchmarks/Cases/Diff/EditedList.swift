import DataEngine
import Models

/// A sectioned list of `rows` ids and a copy edited by a fixed share of deletes, inserts, moves and
/// updates: the input of `diff.1pct`.
struct EditedList {
  typealias Snapshot = SectionedSnapshot<Int, Int>

  let old: Snapshot
  let new: Snapshot
  /// The ids whose content changed (they stay in the list).
  let updated: Set<Int>
  /// How many rows were taken out and put back somewhere else: the most moves a diff may report.
  let moves: Int

  /// Builds the lists: `rows` ids in `sections` equal sections, then `percent`% of the rows each
  /// deleted, moved to a random place in a random section, inserted fresh, and marked updated.
  init(rows: Int, sections: Int, percent: Int, seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let perSection = rows / sections
    let old = Snapshot(
      sections: (0..<sections).map { section in
        .init(id: section, items: Array(section * perSection..<(section + 1) * perSection))
      })
    let share = rows * percent / 100
    // The first shares of a shuffle are distinct rows: deleted, moved, updated.
    var picked = Array(0..<sections * perSection)
    for index in 0..<3 * share {
      picked.swapAt(index, Int.random(in: index..<picked.count, using: &random))
    }
    let deleted = picked[0..<share]
    let moved = picked[share..<2 * share]
    var isTaken = [Bool](repeating: false, count: picked.count)
    for id in deleted { isTaken[id] = true }
    for id in moved { isTaken[id] = true }

    var new = Snapshot(
      sections: old.sections.map { .init(id: $0.id, items: $0.items.filter { !isTaken[$0] }) })
    let arriving = Array(moved) + Array(picked.count..<picked.count + share)
    for id in arriving.shuffled(using: &random) {
      let section = Int.random(in: 0..<sections, using: &random)
      let row = Int.random(in: 0...new.sections[section].items.count, using: &random)
      new.sections[section].items.insert(id, at: row)
    }
    self.old = old
    self.new = new
    self.updated = Set(picked[2 * share..<3 * share])
    self.moves = share
  }
}
