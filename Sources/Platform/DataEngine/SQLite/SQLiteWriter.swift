import Essentials

#if SQLite
  import Foundation

  /// The store's connection and its two prepared writes, under a lock: what a save writes
  /// through, one transaction per save, on the store's saving thread.
  ///
  /// The lock is never contended (saves run one after another on one thread); it is how a
  /// connection, which is not thread-safe, is held by a `Sendable` store.
  final class SQLiteWriter: Sendable {
    private struct Statements {
      let connection: SQLiteConnection
      let upsert: SQLiteStatement
      let delete: SQLiteStatement
    }

    private let statements: Locked<Statements>

    /// Prepares the writes on `connection`, once, to be reused by every save.
    init(_ connection: sending SQLiteConnection) throws(SQLiteError) {
      let upsert = try connection.prepare(SQLiteSchema.upsert)
      let delete = try connection.prepare(SQLiteSchema.delete)
      statements = Locked(Statements(connection: connection, upsert: upsert, delete: delete))
    }

    /// Writes `rows` in one transaction, all or none: each id's value, or its removal when nil.
    /// Only these rows are touched; when this returns, they are on disk.
    func write<Entity: StoreEntity>(_ rows: [Entity.ID: Entity?]) throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      // Encode first: a value that cannot be encoded fails the save before the transaction.
      let encoded = try rows.map { id, entity in
        (key: try Self.key(id, encoder), body: try entity.map { try encoder.encode($0) })
      }
      try statements.withLock { statements throws(SQLiteError) in
        try statements.connection.transaction { () throws(SQLiteError) in
          for row in encoded {
            if let body = row.body {
              try statements.upsert.bind(row.key, at: 1)
              try statements.upsert.bind(body, at: 2)
              try statements.upsert.run()
            } else {
              try statements.delete.bind(row.key, at: 1)
              try statements.delete.run()
            }
          }
        }
      }
    }

    /// The text an id is kept under: its JSON, so ids of any `Codable` type work.
    private static func key<ID: Encodable>(_ id: ID, _ encoder: JSONEncoder) throws -> String {
      String(decoding: try encoder.encode(id), as: UTF8.self)
    }
  }
#endif
