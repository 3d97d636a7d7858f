// Ordering slots by their entities, read in place: what a batch needs to merge its rows into a
// sorted list without sorting the list.
extension EntitySlots {
  /// `slots` in `descriptor`'s order, each once, with the section of each; a list already in
  /// order (a server's batch sorted as the list is, often) costs one comparison per slot.
  ///
  /// The keys are read from each entity once (``OrderKeys``), and the sort compares those.
  func ordered(
    _ slots: [Int], by descriptor: FetchDescriptor<Entity>
  ) -> (slots: [Int], sections: [SectionKey]) {
    let keys = OrderKeys(EntityOrder(descriptor), of: entities, at: slots)
    let isOrdered = slots.indices.dropFirst().allSatisfy {
      keys.areInIncreasingOrder($0 - 1, $0)
    }
    guard !isOrdered else { return (slots, slots.indices.map(keys.section(at:))) }
    var unique: [Int] = []
    var sections: [SectionKey] = []
    unique.reserveCapacity(slots.count)
    sections.reserveCapacity(slots.count)
    // A slot named twice sorts next to itself: keep one.
    for position in slots.indices.sorted(by: keys.areInIncreasingOrder)
    where slots[position] != unique.last {
      unique.append(slots[position])
      sections.append(keys.section(at: position))
    }
    return (unique, sections)
  }

  /// `items` (slots of one section, in `descriptor`'s order) with `run` (slots of the same
  /// section, in order, none of them in `items`) merged in; and the rows the arrivals took.
  ///
  /// A run that sorts after every item is appended; otherwise each arrival is placed by a binary
  /// search among the items after the previous arrival's place.
  func merging(
    _ run: ArraySlice<Int>, into items: [Int], by descriptor: FetchDescriptor<Entity>
  ) -> (items: [Int], rows: [Int]) {
    let order = EntityOrder(descriptor)
    return entities.withUnsafeBufferPointer { entities in
      let appended = Array(items.count..<items.count + run.count)
      guard let first = run.first, let last = items.last else { return (items + run, appended) }
      if order.precedesWithinSection(entities[last], entities[first]) {
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
          if order.precedesWithinSection(entities[items[middle]], entities[slot]) {
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
}
