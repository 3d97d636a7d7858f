import Foundation

/// A descriptor's order, prepared for many comparisons in a row: a sort, a merge, a binary search.
///
/// Foundation's `SortDescriptor.compare` boxes both entities in `Any` and casts them back on
/// every call (on Linux), which made it most of the cost of ordering rows. A sort descriptor on
/// a key path to an `Int` or a ``FoldedText`` is read here through its key path directly, with
/// the same meaning (those types order only by `<`); any other is asked as before. Made for one
/// operation and dropped: it keeps key paths, which are not `Sendable`.
@usableFromInline struct EntityOrder<Entity: StoreEntity> {
  /// One sort descriptor, classified by how its key is read.
  @usableFromInline enum Key {
    case folded(KeyPath<Entity, FoldedText>, ascending: Bool)
    case number(KeyPath<Entity, Int>, ascending: Bool)
    case other(SortDescriptor<Entity>)
  }

  /// The sort descriptors, in order.
  @usableFromInline let keys: [Key]
  /// The descriptor whose order this is.
  @usableFromInline let descriptor: FetchDescriptor<Entity>

  @inlinable init(_ descriptor: FetchDescriptor<Entity>) {
    self.descriptor = descriptor
    keys = descriptor.sortBy.map { sort in
      let ascending = sort.order == .forward
      if let path = sort.keyPath as? KeyPath<Entity, FoldedText> {
        return .folded(path, ascending: ascending)
      }
      if let path = sort.keyPath as? KeyPath<Entity, Int> {
        return .number(path, ascending: ascending)
      }
      return .other(sort)
    }
  }

  /// Whether `lhs` comes before `rhs` when both are in the same section: the sort descriptors,
  /// then id (``FetchDescriptor/precedesWithinSection(_:_:)``).
  @inlinable func precedesWithinSection(_ lhs: Entity, _ rhs: Entity) -> Bool {
    for key in keys {
      switch key {
      case .folded(let path, let ascending):
        let (left, right) = (lhs[keyPath: path], rhs[keyPath: path])
        if left != right { return (left < right) == ascending }
      case .number(let path, let ascending):
        let (left, right) = (lhs[keyPath: path], rhs[keyPath: path])
        if left != right { return (left < right) == ascending }
      case .other(let sort):
        switch sort.compare(lhs, rhs) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
    }
    return lhs.id < rhs.id
  }

  /// Whether `lhs` comes before `rhs`: section key, then as within a section.
  @inlinable func areInIncreasingOrder(_ lhs: Entity, _ rhs: Entity) -> Bool {
    if descriptor.sectionKey != nil {
      let left = descriptor.section(of: lhs)
      let right = descriptor.section(of: rhs)
      if left != right { return left < right }
    }
    return precedesWithinSection(lhs, rhs)
  }
}
