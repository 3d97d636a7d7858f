import DataEngine
import Models

/// A list with small integer ids: sections numbered, items numbered across the whole list.
typealias NumberList = SectionedSnapshot<Int, Int>

/// Random lists, and random edits of a list that count how many rows they really moved.
struct RandomLists {
  var generator: SeededGenerator

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  mutating func chance(_ percent: Int) -> Bool {
    int(1...100) <= percent
  }

  /// A list of up to `maxSections` sections of up to `maxRows` rows, ids drawn from `sectionIDs`
  /// and `itemIDs` in random order: without repeats, unless `repeats` allows an item id twice.
  mutating func list(
    maxSections: Int, maxRows: Int = 8, itemIDs: Range<Int>, sectionIDs: Range<Int>,
    repeats: Bool = false
  ) -> NumberList {
    var sectionPool = Array(sectionIDs).shuffled(using: &generator)
    var itemPool = Array(itemIDs).shuffled(using: &generator)
    var list = NumberList()
    for _ in 0..<int(0...min(maxSections, sectionPool.count)) {
      let count = repeats ? int(0...maxRows) : min(itemPool.count, int(0...maxRows))
      let items =
        repeats
        ? (0..<count).map { _ in int(itemIDs.lowerBound...itemIDs.upperBound - 1) }
        : Array(itemPool.suffix(count))
      list.sections.append(.init(id: sectionPool.removeLast(), items: items))
      if !repeats { itemPool.removeLast(count) }
    }
    return list
  }

  /// `list` after a random mix of row deletes, inserts and moves, section deletes and inserts,
  /// and now and then two sections swapping order; `moves` is how many rows were moved.
  mutating func edited(
    _ list: NumberList, freshIDs: inout Int, maxEdits: Int = 10
  )
    -> (list: NumberList, moves: Int)
  {
    var list = list
    var moves = 0
    for _ in 0..<int(0...maxEdits) {
      let nonEmpty = list.sections.indices.filter { !list.sections[$0].items.isEmpty }
      switch int(0...9) {
      case 0...2 where !nonEmpty.isEmpty && !list.sections.isEmpty:
        let from = nonEmpty.randomElement(using: &generator)!
        let item = list.sections[from].items.remove(
          at: int(0...list.sections[from].items.count - 1))
        let to = int(0...list.sections.count - 1)
        list.sections[to].items.insert(item, at: int(0...list.sections[to].items.count))
        moves += 1
      case 3...4 where !nonEmpty.isEmpty:
        let section = nonEmpty.randomElement(using: &generator)!
        list.sections[section].items.remove(at: int(0...list.sections[section].items.count - 1))
      case 5...6 where !list.sections.isEmpty:
        let section = int(0...list.sections.count - 1)
        freshIDs += 1
        list.sections[section].items.insert(
          freshIDs, at: int(0...list.sections[section].items.count))
      case 7 where !list.sections.isEmpty:
        list.sections.remove(at: int(0...list.sections.count - 1))
      case 8:
        freshIDs += 1
        let section = NumberList.Section(id: freshIDs, items: [])
        list.sections.insert(section, at: int(0...list.sections.count))
      case 9 where list.sections.count >= 2:
        list.sections.swapAt(int(0...list.sections.count - 1), int(0...list.sections.count - 1))
      default:
        break
      }
    }
    return (list, moves)
  }

  /// About a third of `ids`, marked as updated.
  mutating func someOf(_ ids: [Int]) -> Set<Int> {
    Set(ids.filter { _ in chance(33) })
  }
}
