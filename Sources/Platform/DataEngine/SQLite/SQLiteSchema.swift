#if SQLite
  import Foundation

  /// The tables of a ``SQLiteStore`` database, and how an opened file is recognised as one.
  ///
  /// Each entity is one row: its id and its whole value, both as JSON, the encoding
  /// ``FileStore`` uses, so any `Codable` entity works unchanged. The file is marked as the kit's
  /// (`application_id`), versioned (`user_version`) and names the entity it holds, so a foreign
  /// database, another entity's store or a newer schema is refused and left as it is, never
  /// mistaken for corruption or written to.
  enum SQLiteSchema {
    /// The only schema version this code writes and reads.
    static let currentVersion = 1
    /// `Slim` in ASCII, in the header field SQLite reserves for the application owning a file.
    static let applicationID = 0x536C_696D

    /// What an opened file turned out to be.
    enum Recognition: Equatable {
      /// A database with nothing in it (a new, empty file): ready for ``create(in:entity:)``.
      case empty
      /// A store of the kit holding `entity`, at schema `version`.
      case store(entity: String, version: Int)
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
      guard version <= currentVersion else { return .store(entity: "", version: version) }
      let entity = try connection.prepare("SELECT value FROM store WHERE key = 'entity'")
      guard try entity.step() else { return .foreign(holds: "it names no entity") }
      return .store(entity: entity.text(at: 0), version: version)
    }

    /// Creates the tables in an empty database, for entities named `entity`.
    static func create(in connection: SQLiteConnection, entity: String) throws(SQLiteError) {
      try connection.transaction { () throws(SQLiteError) in
        try connection.execute(
          """
          CREATE TABLE store (key TEXT PRIMARY KEY, value TEXT NOT NULL);
          CREATE TABLE entities (id TEXT PRIMARY KEY, body BLOB NOT NULL) WITHOUT ROWID;
          PRAGMA application_id = \(applicationID);
          PRAGMA user_version = \(currentVersion);
          """)
        let name = try connection.prepare("INSERT INTO store (key, value) VALUES ('entity', ?1)")
        try name.bind(entity, at: 1)
        try name.run()
      }
    }

    /// Inserts an entity, or replaces the one with its id: `?1` the id, `?2` the value.
    static let upsert = """
      INSERT INTO entities (id, body) VALUES (?1, ?2)
      ON CONFLICT (id) DO UPDATE SET body = excluded.body
      """
    /// Removes the entity whose id is `?1`.
    static let delete = "DELETE FROM entities WHERE id = ?1"
    /// Every entity's value.
    static let everything = "SELECT body FROM entities"
  }
#endif
