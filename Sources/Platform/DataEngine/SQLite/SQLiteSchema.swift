#if SQLite
  import Foundation

  /// The tables of a ``SQLiteStore`` database, and how an opened file is recognised as one.
  ///
  /// Each entity is one row (``SQLiteLayout``): its id, its whole value as JSON (the encoding
  /// ``FileStore`` uses, so any `Codable` entity works unchanged), and its stored keys. The file
  /// is marked as the kit's (`application_id`), versioned (`user_version`) and names the entity
  /// it holds, so a foreign database, another entity's store or a newer schema is refused and
  /// left as it is, never mistaken for corruption or written to. An older schema is brought to
  /// this one when opened (``rebuild(in:layout:entities:)``).
  enum SQLiteSchema {
    /// The schema version this code writes.
    static let currentVersion = 2
    /// The oldest version this code reads, and brings to ``currentVersion`` when it opens one:
    /// version 1 kept every id as JSON text and no stored keys.
    static let oldestVersion = 1
    /// `Slim` in ASCII, in the header field SQLite reserves for the application owning a file.
    static let applicationID = 0x536C_696D

    /// What an opened file turned out to be.
    enum Recognition: Equatable {
      /// A database with nothing in it (a new, empty file): ready for ``create(in:entity:layout:)``.
      case empty
      /// A store of the kit holding `entity`, at schema `version`, saved with `layout` (the
      /// text of a ``SQLiteLayout``; nil before version 2), holding `count` entities (nil when
      /// it does not say).
      case store(entity: String, version: Int, layout: String?, count: Int? = nil)
      /// A database of something else; `holds` says what, for a person.
      case foreign(holds: String)
    }

    /// Reads what `connection`'s file is, without writing to it.
    static func recognise(_ connection: SQLiteConnection) throws(SQLiteError) -> Recognition {
      let application = try connection.integer("PRAGMA application_id")
      let tables = try connection.integer("SELECT count(*) FROM sqlite_schema")
      if application == 0 && tables == 0 { return .empty }
      guard application == applicationID else {
        return .foreign(holds: "it belongs to another application")
      }
      let version = try connection.integer("PRAGMA user_version")
      guard (oldestVersion...currentVersion).contains(version) else {
        return .store(entity: "", version: version, layout: nil)
      }
      guard let entity = try value(of: "entity", in: connection) else {
        return .foreign(holds: "it names no entity")
      }
      return .store(
        entity: entity, version: version, layout: try value(of: "layout", in: connection),
        count: try value(of: "count", in: connection).flatMap { Int($0) })
    }

    /// The value the `store` table keeps under `key`, or nil.
    private static func value(
      of key: String, in connection: SQLiteConnection
    ) throws(SQLiteError) -> String? {
      let select = try connection.prepare("SELECT value FROM store WHERE key = ?1")
      try select.bind(key, at: 1)
      return try select.step() ? select.text(at: 0) : nil
    }

    /// Creates the tables in an empty database, for entities named `entity` laid out as `layout`.
    static func create(
      in connection: SQLiteConnection, entity: String, layout: SQLiteLayout
    ) throws(SQLiteError) {
      try connection.transaction { () throws(SQLiteError) in
        try connection.execute(
          """
          CREATE TABLE store (key TEXT PRIMARY KEY, value TEXT NOT NULL);
          \(layout.create);
          PRAGMA application_id = \(applicationID);
          PRAGMA user_version = \(currentVersion);
          """)
        try record(["entity": entity, "layout": layout.text, "count": "0"], in: connection)
      }
    }

    /// Rewrites the entities table as `layout` lays it out, holding `entities` (every entity
    /// the store holds), at ``currentVersion``: all in one transaction, so a failure leaves the
    /// file as it was. How a version 1 file, or one saved under other stored keys, is opened.
    static func rebuild<Entity: StoreEntity>(
      in connection: SQLiteConnection, layout: SQLiteLayout, entities: [Entity]
    ) throws {
      let rows = try SQLiteRow.rows(of: entities)
      try connection.transaction { () throws(SQLiteError) in
        try connection.execute(
          """
          DROP TABLE entities;
          \(layout.create);
          PRAGMA user_version = \(currentVersion);
          """)
        let upsert = try connection.prepare(layout.upsert)
        defer { upsert.finalize() }
        for row in rows { try upsert.run(row) }
        try record(["layout": layout.text, "count": "\(rows.count)"], in: connection)
      }
    }

    /// Keeps each of `values` in the `store` table under its key.
    static func record(
      _ values: [String: String], in connection: SQLiteConnection
    ) throws(SQLiteError) {
      let insert = try connection.prepare(
        "INSERT INTO store (key, value) VALUES (?1, ?2) "
          + "ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      defer { insert.finalize() }
      for (key, value) in values.sorted(by: { $0.key < $1.key }) {
        try insert.bind(key, at: 1)
        try insert.bind(value, at: 2)
        try insert.run()
      }
    }

    /// Every entity's value.
    static let everything = "SELECT body FROM entities"
    /// Keeps how many entities the store holds (`?1`): each save writes it in its transaction,
    /// so opening reads it rather than counting the rows.
    static let keepCount = """
      INSERT INTO store (key, value) VALUES ('count', ?1)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value
      """
  }
#endif
