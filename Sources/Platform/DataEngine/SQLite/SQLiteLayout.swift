#if SQLite
  import Foundation

  /// The entities table of a store at schema version 2, for one entity type: the id (an
  /// `INTEGER PRIMARY KEY` for `Int` ids, so rows are kept in id order; else its JSON text),
  /// the entity's JSON body, and a column with an index for each of the entity's
  /// ``StoredKey``s.
  ///
  /// The file records the layout it was saved with (`text`, in its `store` table); a store
  /// opened under another layout (keys declared since, or a version 1 file) is rebuilt from its
  /// entities, once, in one transaction.
  struct SQLiteLayout: Equatable, Sendable {
    /// The layout in words, as the file records it: the id's type, then each key, then the
    /// keys whose texts a search reads.
    let text: String
    /// Creates the table and its indexes in a database that has no entities table.
    let create: String
    /// Inserts an entity, or replaces the one with its id: `?1` the id, `?2` the body, then
    /// each key in order.
    let upsert: String
    /// Removes the entity whose id is `?1`.
    let delete = "DELETE FROM entities WHERE id = ?1"

    /// The layout for `Entity`, and its declared keys.
    init<Entity: StoreEntity>(for entity: Entity.Type) {
      let keys = Entity.storedKeys.filter(\.hasColumn)
      let names = keys.map(\.name)
      for name in names {
        precondition(
          name.first.map { $0.isASCII && $0.isLowercase } == true
            && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) },
          "\(entity)'s stored key \"\(name)\" is not lower-case letters, digits and _")
      }
      precondition(Set(names).count == names.count, "\(entity) declares a stored key twice")
      let integerIDs = Entity.ID.self == Int.self
      let columns = keys.map { key in
        switch key.value {
        case .number, .id: (name: "key_\(key.name)", type: "INTEGER", kind: "number")
        case .folded: (name: "key_\(key.name)", type: "TEXT", kind: "folded")
        }
      }
      var text =
        ([integerIDs ? "id integer" : "id json"] + zip(names, columns).map { "\($0) \($1.kind)" })
        .joined(separator: "; ")
      // A folded key's text as folded, beside the composed form its column orders by, only
      // where the two differ (else empty): what a search matches, byte for byte.
      let texts = keys.filter { !$0.isNumber }.map { "text_\($0.name)" }
      let table =
        (["id \(integerIDs ? "INTEGER" : "TEXT") PRIMARY KEY", "body BLOB NOT NULL"]
        + columns.map { "\($0.name) \($0.type) NOT NULL" }
        + texts.map { "\($0) TEXT NOT NULL DEFAULT ''" }).joined(separator: ", ")
      let searched = keys.filter { !$0.isNumber }.map(\.name)
      if !searched.isEmpty { text += "; texts " + searched.joined(separator: ", ") }
      create =
        (["CREATE TABLE entities (\(table))\(integerIDs ? "" : " WITHOUT ROWID")"]
        + zip(names, columns).map { "CREATE INDEX entities_by_\($0) ON entities (\($1.name), id)" })
        .joined(separator: ";\n")
      self.text = text
      let written = columns.map(\.name) + texts
      let parameters = (0..<(2 + written.count)).map { "?\($0 + 1)" }
      upsert = """
        INSERT INTO entities (\((["id", "body"] + written).joined(separator: ", ")))
        VALUES (\(parameters.joined(separator: ", ")))
        ON CONFLICT (id) DO UPDATE SET \((["body"] + written).map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
        """
    }
  }

  /// A value bound to a statement's parameter.
  enum SQLiteValue: Equatable, Sendable {
    case integer(Int)
    case text(String)
    case blob(Data)
  }

  extension StoredKey {
    /// Whether the key has a column of its own (the id is the table's key already).
    var hasColumn: Bool {
      if case .id = value { false } else { true }
    }
  }

  /// One entity's row: its id, its body and its keys, as ``SQLiteLayout/upsert`` binds them.
  struct SQLiteRow: Sendable {
    let id: SQLiteValue
    /// The JSON body, or nil for a row to delete.
    let body: Data?
    let keys: [SQLiteValue]

    /// The row of `entity` (nil: the row of a deleted id), its keys read through `keys`.
    init<Entity: StoreEntity>(
      id: Entity.ID, entity: Entity?, keys: [StoredKey<Entity>], encoder: JSONEncoder
    ) throws {
      self.id = try Self.id(id, encoder)
      body = try entity.map { try encoder.encode($0) }
      guard let entity else {
        self.keys = []
        return
      }
      // Each key's column, then each folded key's text (``SQLiteLayout``): a text folded once.
      var values: [SQLiteValue] = []
      var texts: [SQLiteValue] = []
      for key in keys {
        switch key.value {
        case .number(let path), .id(let path): values.append(.integer(entity[keyPath: path]))
        case .folded(let path):
          let folded = entity[keyPath: path].value
          let composed = Self.composed(folded)
          values.append(.text(composed))
          texts.append(.text(composed.hasSameUTF8(as: folded) ? "" : folded))
        }
      }
      self.keys = values + texts
    }

    /// The rows of `entities`, each with its body and keys.
    static func rows<Entity: StoreEntity>(of entities: [Entity]) throws -> [SQLiteRow] {
      let encoder = SQLiteWriter.encoder()
      let keys = Entity.storedKeys.filter(\.hasColumn)
      return try entities.map { try SQLiteRow(id: $0.id, entity: $0, keys: keys, encoder: encoder) }
    }

    /// The rows that write `values`: each id's value, or its removal when nil.
    static func rows<Entity: StoreEntity>(
      changing values: [Entity.ID: Entity?]
    ) throws -> [SQLiteRow] {
      let encoder = SQLiteWriter.encoder()
      let keys = Entity.storedKeys.filter(\.hasColumn)
      return try values.map { id, value in
        try SQLiteRow(id: id, entity: value, keys: keys, encoder: encoder)
      }
    }

    /// How an id is kept: an `Int` as an integer, any other id as its JSON text.
    static func id<ID: Encodable>(_ id: ID, _ encoder: JSONEncoder) throws -> SQLiteValue {
      if let number = id as? Int { return .integer(number) }
      return .text(String(decoding: try encoder.encode(id), as: UTF8.self))
    }

    /// A folded text in its composed form, so the column's byte order is the order
    /// `FoldedText` compares by (Swift orders strings by their composed scalars).
    static func composed(_ folded: String) -> String {
      folded.utf8.allSatisfy { $0 < 0x80 } ? folded : folded.precomposedStringWithCanonicalMapping
    }
  }
#endif
