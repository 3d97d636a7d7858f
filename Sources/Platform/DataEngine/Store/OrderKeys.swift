import Foundation

/// An ``EntityOrder``'s keys read once from each of many entities, so that ordering them compares
/// values kept in arrays.
///
/// Why: sorting k rows makes about k log k comparisons, and reading an entity's keys (its
/// section through a closure, each sort key through a key path, a copy of the entity in generic
/// code) costs far more than comparing them. Reading them once per entity leaves the sort
/// comparing texts and numbers. A sort descriptor on another type of key compares the entities
/// themselves, kept here for that.
///
/// ```swift
/// let keys = OrderKeys(EntityOrder(descriptor), of: photos, at: Array(photos.indices))
/// let order = photos.indices.sorted(by: keys.areInIncreasingOrder)
/// ```
struct OrderKeys<Entity: StoreEntity> {
  /// Where one sort key's values are kept. A plain value, so that a comparison reads the
  /// columns in place rather than copying an enum's payload.
  private struct Column {
    enum Kind { case folded, number, other }
    var kind: Kind
    /// The index into `folded`, `numbers` or `others`.
    var index: Int
    var ascending: Bool
  }

  /// The section of each entity, by position; empty when the order has no sections.
  private let sections: [SectionKey]
  private let isSectioned: Bool
  private var columns: [Column] = []
  private var folded: [[FoldedText]] = []
  private var numbers: [[Int]] = []
  private var others: [SortDescriptor<Entity>] = []
  private let ids: [Entity.ID]
  /// The entities, kept only when a sort descriptor compares them whole.
  private var entities: [Entity] = []

  /// Reads the keys of `order` from the entities of `entities` at `positions`, once each; a
  /// position in the keys is then an index into `positions`.
  init(_ order: EntityOrder<Entity>, of entities: [Entity], at positions: [Int]) {
    let descriptor = order.descriptor
    isSectioned = descriptor.sectionKey != nil
    // Each key is read in place: in generic code, `map` over the entities would copy each.
    sections = isSectioned ? positions.map { descriptor.section(of: entities[$0]) } : []
    ids = positions.map { entities[$0].id }
    for key in order.keys {
      switch key {
      case .folded(let path, let ascending):
        columns.append(Column(kind: .folded, index: folded.count, ascending: ascending))
        folded.append(positions.map { entities[$0][keyPath: path] })
      case .number(let path, let ascending):
        columns.append(Column(kind: .number, index: numbers.count, ascending: ascending))
        numbers.append(positions.map { entities[$0][keyPath: path] })
      case .other(let sort):
        columns.append(Column(kind: .other, index: others.count, ascending: true))
        others.append(sort)
      }
    }
    if !others.isEmpty { self.entities = positions.map { entities[$0] } }
  }

  /// The section of the entity at `position`.
  func section(at position: Int) -> SectionKey { isSectioned ? sections[position] : .all }

  /// Whether the entity at position `lhs` comes before the one at `rhs`: section, sort keys,
  /// then id, as ``EntityOrder/areInIncreasingOrder(_:_:)`` orders the entities themselves.
  func areInIncreasingOrder(_ lhs: Int, _ rhs: Int) -> Bool {
    if isSectioned, sections[lhs] != sections[rhs] { return sections[lhs] < sections[rhs] }
    for column in columns {
      switch column.kind {
      case .folded:
        let (left, right) = (folded[column.index][lhs], folded[column.index][rhs])
        if left != right { return (left < right) == column.ascending }
      case .number:
        let (left, right) = (numbers[column.index][lhs], numbers[column.index][rhs])
        if left != right { return (left < right) == column.ascending }
      case .other:
        switch others[column.index].compare(entities[lhs], entities[rhs]) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
    }
    return ids[lhs] < ids[rhs]
  }
}
