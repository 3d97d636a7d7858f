import Foundation

/// An ``EntityOrder``'s keys read once from each of many entities, so that ordering them compares
/// values kept in arrays: the section, each sort key's column, and the id, by index.
///
/// Why: sorting k rows makes about k log k comparisons, and reading an entity's keys (its
/// section through a closure, each sort key through a key path, a copy of the entity in generic
/// code, a title folded by `String.folded`) costs far more than comparing them. Reading them once
/// per entity leaves every comparison, binary search and merge comparing texts and numbers. A
/// fetched-results controller keeps one of these by slot for as long as it holds the rows, set
/// when an entity enters (<doc:RowKeys>); a store's fetch makes one for a sort and drops it. A
/// sort descriptor on another type of key compares the entities themselves, kept here for that.
///
/// ```swift
/// let keys = OrderKeys(EntityOrder(descriptor), of: photos)
/// let order = photos.indices.sorted(by: keys.areInIncreasingOrder)
/// ```
struct OrderKeys<Entity: StoreEntity>: Sendable {
  /// Where one sort key's values are kept. A plain value, so that a comparison reads the
  /// columns in place rather than copying an enum's payload.
  private struct Column {
    enum Kind { case folded, number, other }
    var kind: Kind
    /// The index into `folded`, `numbers` or `others`.
    var index: Int
    var ascending: Bool
  }

  private let isSectioned: Bool
  private let columns: [Column]
  private let others: [SortDescriptor<Entity>]
  /// The section of each entity, by index; empty when the order has no sections.
  private var sections: [SectionKey] = []
  private var folded: [[FoldedText]]
  private var numbers: [[Int]]
  private var ids: [Entity.ID] = []
  /// The entities, kept only when a sort descriptor compares them whole.
  private var entities: [Entity] = []

  /// Keys of no entity yet, laid out for `order`.
  init(_ order: EntityOrder<Entity>) {
    isSectioned = order.descriptor.sectionKey != nil
    var columns: [Column] = []
    var others: [SortDescriptor<Entity>] = []
    var foldedCount = 0
    var numberCount = 0
    for key in order.keys {
      switch key {
      case .folded(_, let ascending):
        columns.append(Column(kind: .folded, index: foldedCount, ascending: ascending))
        foldedCount += 1
      case .number(_, let ascending):
        columns.append(Column(kind: .number, index: numberCount, ascending: ascending))
        numberCount += 1
      case .other(let sort):
        columns.append(Column(kind: .other, index: others.count, ascending: true))
        others.append(sort)
      }
    }
    self.columns = columns
    self.others = others
    folded = Array(repeating: [], count: foldedCount)
    numbers = Array(repeating: [], count: numberCount)
  }

  /// The keys of `order` read from each of `entities`, once each; an index into the keys is a
  /// position in `entities`.
  init(_ order: EntityOrder<Entity>, of entities: [Entity]) {
    self.init(order)
    reserveCapacity(entities.count)
    for index in entities.indices { set(entities[index], at: index, by: order) }
  }

  /// How many entities have keys here.
  var count: Int { ids.count }

  /// Makes room for `count` entities in all, so that filling the keys grows each array once.
  mutating func reserveCapacity(_ count: Int) {
    if isSectioned { sections.reserveCapacity(count) }
    ids.reserveCapacity(count)
    for column in folded.indices { folded[column].reserveCapacity(count) }
    for column in numbers.indices { numbers[column].reserveCapacity(count) }
  }

  /// Reads the keys of `entity` (through `order`, the order these keys were laid out for) into
  /// `index`, which is an index already here or ``count`` (a new one).
  mutating func set(_ entity: Entity, at index: Int, by order: EntityOrder<Entity>) {
    precondition(index <= ids.count, "index \(index) is past the end of \(ids.count) keys")
    let isNew = index == ids.count
    if isSectioned { Self.put(order.descriptor.section(of: entity), at: index, in: &sections) }
    Self.put(entity.id, at: index, in: &ids)
    var foldedColumn = 0
    var numberColumn = 0
    for key in order.keys {
      switch key {
      case .folded(let path, _):
        Self.put(entity[keyPath: path], at: index, in: &folded[foldedColumn])
        foldedColumn += 1
      case .number(let path, _):
        Self.put(entity[keyPath: path], at: index, in: &numbers[numberColumn])
        numberColumn += 1
      case .other: break
      }
    }
    if !others.isEmpty {
      if isNew { entities.append(entity) } else { entities[index] = entity }
    }
  }

  private static func put<Value>(_ value: Value, at index: Int, in array: inout [Value]) {
    if index == array.count { array.append(value) } else { array[index] = value }
  }

  /// The section of the entity at `index`.
  func section(at index: Int) -> SectionKey { isSectioned ? sections[index] : .all }

  /// Whether the entity at `lhs` comes before the one at `rhs`: section, sort keys, then id, as
  /// ``EntityOrder/areInIncreasingOrder(_:_:)`` orders the entities themselves.
  func areInIncreasingOrder(_ lhs: Int, _ rhs: Int) -> Bool {
    if isSectioned, sections[lhs] != sections[rhs] { return sections[lhs] < sections[rhs] }
    return precedesWithinSection(lhs, rhs)
  }

  /// Whether the entity at `lhs` comes before the one at `rhs` when both are in one section.
  func precedesWithinSection(_ lhs: Int, _ rhs: Int) -> Bool {
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
