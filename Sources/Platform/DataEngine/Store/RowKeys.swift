/// The keys of an order by index, when every key is a number or a folded text and ids are
/// `Int`s (as for the kit's entities): compared by plain, non-generic code.
///
/// Why its own type: ``OrderKeys`` is generic over the entity, and a comparison closure in
/// generic code that is not specialised for the entity (the engine names no app type) looks up
/// its type's metadata on every call, which cost a batch's sort more than its comparisons did.
/// These columns name no entity, so sorting and binary searches over them never do.
@usableFromInline struct RowKeys: Sendable {
  /// Where one sort key's values are kept.
  @usableFromInline struct Column: Sendable {
    @usableFromInline enum Kind: Sendable { case folded, number, other }
    @usableFromInline var kind: Kind
    /// The index into `folded` or `numbers` (or the other keys, which this type never reads).
    @usableFromInline var index: Int
    @usableFromInline var ascending: Bool

    @inlinable init(kind: Kind, index: Int, ascending: Bool) {
      (self.kind, self.index, self.ascending) = (kind, index, ascending)
    }
  }

  @usableFromInline let isSectioned: Bool
  @usableFromInline let columns: [Column]
  /// The section of each row, by index; empty when the order has no sections.
  @usableFromInline var sections: [SectionKey] = []
  @usableFromInline var folded: [[FoldedText]]
  @usableFromInline var numbers: [[Int]]
  /// Each row's id, when ids are `Int`s; else empty.
  @usableFromInline var ids: [Int] = []

  @inlinable init(
    isSectioned: Bool, columns: [Column], sections: [SectionKey] = [], folded: [[FoldedText]],
    numbers: [[Int]], ids: [Int] = []
  ) {
    (self.isSectioned, self.columns, self.sections) = (isSectioned, columns, sections)
    (self.folded, self.numbers, self.ids) = (folded, numbers, ids)
  }

  /// The section of the row at `index`.
  @inlinable func section(at index: Int) -> SectionKey { isSectioned ? sections[index] : .all }

  /// Whether the row at `lhs` comes before the one at `rhs`: section, sort keys, then id. Only
  /// for an order with no other keys and `Int` ids.
  @inlinable func areInIncreasingOrder(_ lhs: Int, _ rhs: Int) -> Bool {
    if isSectioned, sections[lhs] != sections[rhs] { return sections[lhs] < sections[rhs] }
    return precedesWithinSection(lhs, rhs)
  }

  /// Whether the row at `lhs` comes before the one at `rhs` when both are in one section.
  @inlinable func precedesWithinSection(_ lhs: Int, _ rhs: Int) -> Bool {
    for column in columns {
      if let isBefore = compare(column, lhs, rhs) { return isBefore }
    }
    return ids[lhs] < ids[rhs]
  }

  /// Whether the row at `lhs` comes before the one at `rhs` by `column` (a number or a folded
  /// text), or nil when they tie on it.
  @inlinable func compare(_ column: Column, _ lhs: Int, _ rhs: Int) -> Bool? {
    switch column.kind {
    case .folded:
      let (left, right) = (folded[column.index][lhs], folded[column.index][rhs])
      return left == right ? nil : (left < right) == column.ascending
    case .number:
      let (left, right) = (numbers[column.index][lhs], numbers[column.index][rhs])
      return left == right ? nil : (left < right) == column.ascending
    case .other: return nil
    }
  }
}
