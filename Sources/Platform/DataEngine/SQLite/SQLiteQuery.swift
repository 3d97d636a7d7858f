#if SQLite
  import Foundation

  /// A fetch descriptor as SQL over a store's stored keys: the ids it selects, in its order,
  /// read through the indexes, no entity's body read. The first piece of fetched results that
  /// fault rows in from the database instead of holding every entity (the article "Persistence
  /// and the stores").
  ///
  /// A descriptor translates when every part of it names a ``StoredKey`` of `Int`-id entities:
  /// a predicate that is nil or one stored number equal to a value (`#Predicate { $0.albumID ==
  /// album }`), sort descriptors on stored keys (or the id, declared as ``StoredKey/id(_:)``),
  /// no sections or sections by a stored number (``FetchDescriptor/section(byNumber:)``), no
  /// search term, any limit. The order is the engine's to the row: the section's number, the
  /// sort keys, then the id ascending; a folded key's column holds its composed form, whose
  /// byte order is Swift's order of the text.
  struct SQLiteQuery: Equatable {
    /// `SELECT id FROM entities ...`, with `?1` ... for `parameters`.
    let sql: String
    let parameters: [SQLiteValue]

    /// The same query for the rows' bodies, in the same order.
    var bodies: String { "SELECT body" + sql.dropFirst("SELECT id".count) }
    /// How many rows the query selects before its limit: `SELECT count(*) ...`, or nil when
    /// it selects every row (the store keeps that count).
    let count: String?
    /// The most rows it returns.
    let limit: Int?
    /// Each section's number and how many rows it holds (before the limit), in order:
    /// `SELECT key_..., count(*) ... GROUP BY ...`; nil when the rows are not in sections.
    let sections: String?
    /// The stored key the sections are counted by, when every row counts (no predicate): the
    /// store keeps those counts once read (``SQLiteStore/sectionCounts``).
    let countedKey: String?

    /// The query without its limit.
    private let unlimited: String

    /// The query for its first `rows` rows (at most its own limit).
    func first(_ rows: Int) -> String { unlimited + " LIMIT \(min(rows, limit ?? .max))" }

    /// The query for `descriptor` over `keys`, or nil when part of it names no stored key.
    init?<Entity: StoreEntity>(
      _ descriptor: FetchDescriptor<Entity>, keys: [StoredKey<Entity>] = Entity.storedKeys
    ) {
      guard Entity.ID.self == Int.self, descriptor.search?.isEmpty ?? true else { return nil }
      var sectioned: StoredKey<Entity>?
      if descriptor.sectionKey != nil {
        guard let path = descriptor.sectionNumber,
          let key = keys.first(where: { $0.reads(path) }), key.isNumber, key.hasColumn
        else { return nil }
        sectioned = key
      }
      var filter = ""
      var parameters: [SQLiteValue] = []
      if let predicate = descriptor.predicate {
        guard let (column, value) = Self.equality(predicate, keys: keys) else { return nil }
        filter = " WHERE \(column) = ?1"
        parameters.append(.integer(value))
      }
      var order = sectioned.map { ["\($0.column) ASC"] } ?? []
      for sort in descriptor.sortBy {
        guard let path = sort.keyPath, let key = keys.first(where: { $0.reads(path) }) else {
          return nil
        }
        order.append("\(key.column) \(sort.order == .forward ? "ASC" : "DESC")")
      }
      order.append("id ASC")
      limit = descriptor.fetchLimit.map { max(0, $0) }
      unlimited = "SELECT id FROM entities\(filter) ORDER BY \(order.joined(separator: ", "))"
      sql = unlimited + (limit.map { " LIMIT \($0)" } ?? "")
      count = filter.isEmpty ? nil : "SELECT count(*) FROM entities\(filter)"
      sections = sectioned.map { key in
        "SELECT \(key.column), count(*) FROM entities\(filter) GROUP BY \(key.column) "
          + "ORDER BY \(key.column)"
      }
      countedKey = filter.isEmpty ? sectioned?.name : nil
      self.parameters = parameters
    }

    /// The column and value of a predicate that says one stored number equals a value, either
    /// way round; nil for any other predicate.
    private static func equality<Entity: StoreEntity>(
      _ predicate: Predicate<Entity>, keys: [StoredKey<Entity>]
    ) -> (column: String, value: Int)? {
      typealias Path = PredicateExpressions.KeyPath<PredicateExpressions.Variable<Entity>, Int>
      typealias Value = PredicateExpressions.Value<Int>
      let found: (path: AnyKeyPath, value: Int)? =
        if let equal = predicate.expression as? PredicateExpressions.Equal<Path, Value> {
          (equal.lhs.keyPath, equal.rhs.value)
        } else if let equal = predicate.expression as? PredicateExpressions.Equal<Value, Path> {
          (equal.rhs.keyPath, equal.lhs.value)
        } else {
          nil
        }
      guard let found, let key = keys.first(where: { $0.reads(found.path) }), key.isNumber else {
        return nil
      }
      return (key.column, found.value)
    }
  }

  extension StoredKey {
    /// Whether this key reads the value at `path`.
    func reads(_ path: AnyKeyPath) -> Bool {
      switch value {
      case .number(let own), .id(let own): own == path
      case .folded(let own): own == path
      }
    }

    /// Whether the key holds a number (the id is one).
    var isNumber: Bool {
      if case .folded = value { false } else { true }
    }

    /// The column that holds the key.
    var column: String { hasColumn ? "key_\(name)" : "id" }
  }
#endif
