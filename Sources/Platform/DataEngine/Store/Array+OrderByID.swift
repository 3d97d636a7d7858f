extension Array where Element: Identifiable, Element.ID: Comparable {
  /// Puts the elements in id order and returns nil; or, when two share an id, returns it (the
  /// elements are then in id order too, the two side by side).
  ///
  /// Elements in order cost one comparison each; others are sorted by their ids alone, then
  /// swapped into place, never copied: how a store's open puts a database's rows in order, which
  /// come out in the order of their key's text ("10" before "9").
  @inlinable mutating func orderByID() -> Element.ID? {
    // Read in place: iterating the array would copy each element.
    let ids = withUnsafeBufferPointer { elements in elements.indices.map { elements[$0].id } }
    // Ids that are numbers, the usual case, are compared as numbers, many times faster than
    // through `Comparable` in code not compiled for the element.
    let order = if let numbers = ids as? [Int] { numbers.sortedIndices } else { ids.sortedIndices }
    guard let order else { return nil }
    withUnsafeMutableBufferPointer { $0.permute(by: order) }
    for (earlier, later) in zip(order, order.dropFirst()) where ids[earlier] == ids[later] {
      return ids[later]
    }
    return nil
  }
}

extension Array where Element: Comparable {
  /// The indices in the ascending order of their elements, or nil when the elements are in
  /// it already, each after the one before (so none repeats).
  @inlinable var sortedIndices: [Int]? {
    if isStrictlyAscending { return nil }
    return indices.sorted { self[$0] < self[$1] }
  }
}

extension UnsafeMutableBufferPointer {
  /// Rearranges the elements so that the one at `order[i]` ends at `i`, by swaps along each
  /// cycle of the permutation: elements are moved, none is copied.
  @inlinable func permute(by order: [Int]) {
    var placed = [Bool](repeating: false, count: count)
    for start in indices where !placed[start] {
      var position = start
      while order[position] != start {
        swapAt(position, order[position])
        placed[position] = true
        position = order[position]
      }
      placed[position] = true
    }
  }
}
