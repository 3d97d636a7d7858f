import Essentials

#if SQLite
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Where a ``SQLiteStore`` keeps what it holds once its database's files are no longer its
  /// own: a database of its own beside the path, `PATH.unsaved-PID`, as the file store keeps
  /// its JSON, holding every entity (the whole store, not the rows since the last save, which
  /// went to the lost files).
  ///
  /// The first save there links a finished database into place, never over an existing file;
  /// each later one renames a new one over it. Each is complete before it appears, in the
  /// rollback journal's mode, so it is one file with nothing beside it.
  final class SQLiteKeptAside: Sendable {
    /// Where saves go, once the first has chosen it.
    private let kept = Locked<URL?>(nil)

    /// Writes `entities` to a database of their own beside `database`, marked as a store of
    /// `entity`s, and returns where it is.
    func keep<Entity: StoreEntity>(
      _ entities: [Entity], beside database: URL, entity: String
    ) throws -> URL {
      let directory = database.deletingLastPathComponent()
      let temporary = directory.appending(
        path: ".\(database.lastPathComponent).unsaved-\(getpid())-"
          + "\(UInt32.random(in: 0...UInt32.max))")
      defer {
        unlink(temporary.path)
        unlink(SQLiteSidecars.journal(of: temporary).path)
      }
      try Self.write(entities, to: temporary, entity: entity)
      if let kept = kept.withLock({ $0 }) {
        guard rename(temporary.path, kept.path) == 0 else {
          throw AtomicFile.Failure("rename", kept.path)
        }
        try AtomicFile.flushDirectory(directory)
        return kept
      }
      for attempt in 1...100 {
        let name =
          "\(database.lastPathComponent).unsaved-\(getpid())" + (attempt > 1 ? "-\(attempt)" : "")
        let kept = directory.appending(path: name)
        // `link` never replaces a file: whatever is there already stays.
        if link(temporary.path, kept.path) == 0 {
          try AtomicFile.flushDirectory(directory)
          self.kept.withLock { $0 = kept }
          return kept
        }
        guard errno == EEXIST else { throw AtomicFile.Failure("create", kept.path) }
      }
      throw AtomicFile.Failure("create", database.path + ".unsaved", errno: EEXIST)
    }

    /// Creates the database at `file` holding `entities`, in one transaction, flushed to disk
    /// when it commits; closed before this returns.
    private static func write<Entity: StoreEntity>(
      _ entities: [Entity], to file: URL, entity: String
    ) throws {
      let rows = try SQLiteRow.rows(of: entities)
      let layout = SQLiteLayout(for: Entity.self)
      let connection = try SQLiteConnection(creating: file.path)
      try connection.execute("PRAGMA synchronous = FULL")
      try SQLiteSchema.create(in: connection, entity: entity, layout: layout)
      let upsert = try connection.prepare(layout.upsert)
      try connection.transaction { () throws(SQLiteError) in
        for row in rows { try upsert.run(row) }
        try SQLiteSchema.record(["count": "\(rows.count)"], in: connection)
      }
    }
  }
#endif
