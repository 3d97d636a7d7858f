// Ordering slots by the keys kept for them: what a batch needs to merge its rows into a sorted
// list without sorting the list.
extension EntitySlots {
  /// `slots` in `descriptor`'s order, each once, in runs by section; a list already in order (a
  /// server's batch sorted as the list is, often) costs one comparison per slot.
  ///
  /// The sort compares the keys each slot kept when its entity entered (``OrderKeys``).
  @inlinable func ordered(_ slots: [Int]) -> OrderedSlots {
    if let plain = keys.plain { return orderedSlots(slots, by: plain) }
    return orderedSlots(slots, by: keys)
  }

  /// `items` (slots of one section, in order) with `run` (slots of the same
  /// section, in order, none of them in `items`) merged in; and the rows the arrivals took.
  ///
  /// A run that sorts after every item is appended; otherwise each arrival is placed by a binary
  /// search among the items after the previous arrival's place.
  @inlinable func merging(_ run: ArraySlice<Int>, into items: [Int]) -> (items: [Int], rows: [Int])
  {
    if let plain = keys.plain { return mergedSlots(run, into: items, by: plain) }
    return mergedSlots(run, into: items, by: keys)
  }
}

// Written outside the generic type, over slot numbers and an order of slots: for the plain keys
// (``RowKeys``) they are compiled for that one type, whatever the entity, and compare without a
// closure or a look-up of the entity's metadata.

/// Keys kept by slot that order the slots: ``RowKeys``, or ``OrderKeys`` when a key is neither a
/// number nor a folded text.
@usableFromInline protocol SlotOrder {
  /// Whether the slot `lhs` comes before the slot `rhs`: section, keys, id.
  func areInIncreasingOrder(_ lhs: Int, _ rhs: Int) -> Bool
  /// Whether `lhs` comes before `rhs`, both in one section.
  func precedesWithinSection(_ lhs: Int, _ rhs: Int) -> Bool
  /// The section of the slot `index`.
  func section(at index: Int) -> SectionKey
}

extension RowKeys: SlotOrder {}
extension OrderKeys: SlotOrder {}

/// Slots in order, in runs by section: the section of each slot is said once per run, so a list
/// of 200,000 rows in one section holds one section key, not one for each row.
@usableFromInline struct OrderedSlots {
  @usableFromInline var slots: [Int]
  /// Each run's section and where it ends in `slots` (the next run starts there).
  @usableFromInline var runs: [(section: SectionKey, end: Int)]

  @inlinable init(slots: [Int], runs: [(section: SectionKey, end: Int)]) {
    (self.slots, self.runs) = (slots, runs)
  }
}

/// `slots` ordered by `order`, each slot once, in runs by section.
@inlinable func orderedSlots(_ slots: [Int], by order: some SlotOrder) -> OrderedSlots {
  // Closures that call the order, not its method taken as a value: those are inlined.
  let isOrdered = slots.indices.dropFirst().allSatisfy {
    order.areInIncreasingOrder(slots[$0 - 1], slots[$0])
  }
  var unique: [Int] = []
  if isOrdered {
    unique = slots
  } else {
    unique.reserveCapacity(slots.count)
    // A slot named twice sorts next to itself: keep one.
    let sorted = slots.sorted { order.areInIncreasingOrder($0, $1) }
    for slot in sorted where slot != unique.last { unique.append(slot) }
  }
  var runs: [(section: SectionKey, end: Int)] = []
  for (index, slot) in unique.enumerated() {
    let key = order.section(at: slot)
    if runs.last?.section == key {
      runs[runs.count - 1].end = index + 1
    } else {
      runs.append((key, index + 1))
    }
  }
  return OrderedSlots(slots: unique, runs: runs)
}

/// `items` with `run` merged in by `order` (both in that order), and the rows the run took.
@inlinable func mergedSlots(
  _ run: ArraySlice<Int>, into items: [Int], by order: some SlotOrder
) -> (items: [Int], rows: [Int]) {
  let appended = Array(items.count..<items.count + run.count)
  guard let first = run.first, let last = items.last else { return (items + run, appended) }
  if order.precedesWithinSection(last, first) {
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
      if order.precedesWithinSection(items[middle], slot) {
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
