// Ordering slots by the keys kept for them: what a batch needs to merge its rows into a sorted
// list without sorting the list.
extension EntitySlots {
  /// `slots` in `descriptor`'s order, each once, with the section of each; a list already in
  /// order (a server's batch sorted as the list is, often) costs one comparison per slot.
  ///
  /// The sort compares the keys each slot kept when its entity entered (``OrderKeys``).
  func ordered(_ slots: [Int]) -> (slots: [Int], sections: [SectionKey]) {
    let keys = keys
    let isOrdered = slots.indices.dropFirst().allSatisfy {
      keys.areInIncreasingOrder(slots[$0 - 1], slots[$0])
    }
    guard !isOrdered else { return (slots, slots.map(keys.section(at:))) }
    var unique: [Int] = []
    var sections: [SectionKey] = []
    unique.reserveCapacity(slots.count)
    sections.reserveCapacity(slots.count)
    // A slot named twice sorts next to itself: keep one.
    for slot in slots.sorted(by: keys.areInIncreasingOrder) where slot != unique.last {
      unique.append(slot)
      sections.append(keys.section(at: slot))
    }
    return (unique, sections)
  }

  /// `items` (slots of one section, in order) with `run` (slots of the same
  /// section, in order, none of them in `items`) merged in; and the rows the arrivals took.
  ///
  /// A run that sorts after every item is appended; otherwise each arrival is placed by a binary
  /// search among the items after the previous arrival's place.
  func merging(_ run: ArraySlice<Int>, into items: [Int]) -> (items: [Int], rows: [Int]) {
    let keys = keys
    let appended = Array(items.count..<items.count + run.count)
    guard let first = run.first, let last = items.last else { return (items + run, appended) }
    if keys.precedesWithinSection(last, first) {
      return (items + run, appended)
    }
    var merged: [Int] = []
    var rows: [Int] = []
    merged.reserveCapacity(items.count + run.count)
    rows.reserveCapacity(run.count)
    var next = 0
    for slot in run {
      // A binary search for the first item from `next` on that does not precede `slot`; the
      // items it passes over precede it, so they are copied as it goes.
      var high = items.count
      while next < high {
        let middle = (next + high) / 2
        if keys.precedesWithinSection(items[middle], slot) {
          merged.append(contentsOf: items[next...middle])
          next = middle + 1
        } else {
          high = middle
        }
      }
      rows.append(merged.count)
      merged.append(slot)
    }
    merged.append(contentsOf: items[next...])
    return (merged, rows)
  }
}
