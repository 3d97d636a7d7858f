import Foundation

/// An ``EntityOrder``'s keys read once from each of many entities, so that ordering them compares
/// values kept in arrays: the section, each sort key's column, and the id, by index.
///
/// Why: sorting k rows makes about k log k comparisons, and reading an entity's keys (its
/// section through a closure, each sort key through a key path, a copy of the entity in generic
/// code, a title folded by `String.folded`) costs far more than comparing them. Reading them once
/// per entity leaves every comparison, binary search and merge comparing texts and numbers. A
/// fetched-results controller keeps one of these by slot for as long as it holds the rows, set
/// when an entity enters; a store's fetch makes one for a sort and drops it. A sort descriptor on
/// another type of key compares the entities themselves, kept here for that.
///
/// ```swift
/// let keys = OrderKeys(EntityOrder(descriptor), of: photos)
/// let order = photos.indices.sorted(by: keys.areInIncreasingOrder)
/// ```
@usableFromInline struct OrderKeys<Entity: StoreEntity>: Sendable {
  /// The numbers, folded texts, sections and `Int` ids: all of the keys, usually.
  @usableFromInline var rows: RowKeys
  @usableFromInline let others: [SortDescriptor<Entity>]
  /// Each entity's id when ids are not `Int`s (then `rows.ids` is empty).
  @usableFromInline var ids: [Entity.ID] = []
  /// The entities, kept only when a sort descriptor compares them whole.
  @usableFromInline var entities: [Entity] = []
  @usableFromInline let hasIntIDs = Entity.ID.self == Int.self

  /// Keys of no entity yet, laid out for `order`.
  @inlinable init(_ order: EntityOrder<Entity>) {
    var columns: [RowKeys.Column] = []
    var others: [SortDescriptor<Entity>] = []
    var foldedCount = 0
    var numberCount = 0
    for key in order.keys {
      switch key {
      case .folded(_, let ascending):
        columns.append(.init(kind: .folded, index: foldedCount, ascending: ascending))
        foldedCount += 1
      case .number(_, let ascending):
        columns.append(.init(kind: .number, index: numberCount, ascending: ascending))
        numberCount += 1
      case .other(let sort):
        columns.append(.init(kind: .other, index: others.count, ascending: true))
        others.append(sort)
      }
    }
    self.others = others
    rows = RowKeys(
      isSectioned: order.descriptor.sectionKey != nil, columns: columns,
      folded: Array(repeating: [], count: foldedCount),
      numbers: Array(repeating: [], count: numberCount))
  }

  /// The keys of `order` read from each of `entities`, once each; an index into the keys is a
  /// position in `entities`.
  @inlinable init(_ order: EntityOrder<Entity>, of entities: [Entity]) {
    self.init(order)
    reserveCapacity(entities.count)
    for index in entities.indices { set(entities[index], at: index, by: order) }
  }

  /// The keys alone, when they decide every comparison (no other sort keys, `Int` ids): a
  /// comparison through them runs no generic code.
  @inlinable var plain: RowKeys? { others.isEmpty && hasIntIDs ? rows : nil }

  /// How many entities have keys here.
  @inlinable var count: Int { hasIntIDs ? rows.ids.count : ids.count }

  /// Makes room for `count` entities in all, so that filling the keys grows each array once.
  @inlinable mutating func reserveCapacity(_ count: Int) {
    if rows.isSectioned { rows.sections.reserveCapacity(count) }
    if hasIntIDs { rows.ids.reserveCapacity(count) } else { ids.reserveCapacity(count) }
    for column in rows.folded.indices { rows.folded[column].reserveCapacity(count) }
    for column in rows.numbers.indices { rows.numbers[column].reserveCapacity(count) }
  }

  /// Reads the keys of `entity` (through `order`, the order these keys were laid out for) into
  /// `index`, which is an index already here or ``count`` (a new one).
  @inlinable mutating func set(_ entity: Entity, at index: Int, by order: EntityOrder<Entity>) {
    let count = count
    precondition(index <= count, "index \(index) is past the end of \(count) keys")
    if rows.isSectioned {
      Self.put(order.descriptor.section(of: entity), at: index, in: &rows.sections)
    }
    if hasIntIDs, let id = entity.id as? Int {
      Self.put(id, at: index, in: &rows.ids)
    } else {
      Self.put(entity.id, at: index, in: &ids)
    }
    var foldedColumn = 0
    var numberColumn = 0
    for key in order.keys {
      switch key {
      case .folded(let path, _):
        Self.put(entity[keyPath: path], at: index, in: &rows.folded[foldedColumn])
        foldedColumn += 1
      case .number(let path, _):
        Self.put(entity[keyPath: path], at: index, in: &rows.numbers[numberColumn])
        numberColumn += 1
      case .other: break
      }
    }
    if !others.isEmpty { Self.put(entity, at: index, in: &entities) }
  }

  @inlinable static func put<Value>(_ value: Value, at index: Int, in array: inout [Value]) {
    if index == array.count { array.append(value) } else { array[index] = value }
  }

  /// The id of the entity at `index`.
  @inlinable func id(at index: Int) -> Entity.ID {
    hasIntIDs ? rows.ids[index] as! Entity.ID : ids[index]
  }

  /// The section of the entity at `index`.
  @inlinable func section(at index: Int) -> SectionKey { rows.section(at: index) }

  /// Whether the entity at `lhs` comes before the one at `rhs`: section, sort keys, then id, as
  /// ``EntityOrder/areInIncreasingOrder(_:_:)`` orders the entities themselves.
  @inlinable func areInIncreasingOrder(_ lhs: Int, _ rhs: Int) -> Bool {
    if rows.isSectioned, rows.sections[lhs] != rows.sections[rhs] {
      return rows.sections[lhs] < rows.sections[rhs]
    }
    return precedesWithinSection(lhs, rhs)
  }

  /// Whether the entity at `lhs` comes before the one at `rhs` when both are in one section.
  @inlinable func precedesWithinSection(_ lhs: Int, _ rhs: Int) -> Bool {
    for column in rows.columns {
      guard column.kind == .other else {
        if let isBefore = rows.compare(column, lhs, rhs) { return isBefore }
        continue
      }
      switch others[column.index].compare(entities[lhs], entities[rhs]) {
      case .orderedAscending: return true
      case .orderedDescending: return false
      case .orderedSame: continue
      }
    }
    return hasIntIDs ? rows.ids[lhs] < rows.ids[rhs] : ids[lhs] < ids[rhs]
  }
}
