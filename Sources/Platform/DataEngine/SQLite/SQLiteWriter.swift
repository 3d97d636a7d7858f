import Essentials

#if SQLite
  import Foundation

  #if canImport(SQLite3)
    import SQLite3
  #else
    import CSQLite
  #endif

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
      /// The body of the row whose id is `?1`.
      let body: SQLiteStatement
      /// Keeps the count of entities, `?1`.
      let count: SQLiteStatement
    }

    /// What another program did to the database's files while the store had them open.
    enum Loss: Equatable {
      /// The path names no file: the database was deleted (or moved away).
      case deleted
      /// The path names another file: a database was moved over this one, or made anew there.
      case replaced
      /// The log or its index (`file` names it) was deleted.
      case sidecarDeleted(file: URL)
      /// The log or its index (`file` names it) is another file now.
      case sidecarReplaced(file: URL)
    }

    private let statements: Locked<Statements>
    /// The database file (a link already followed to it).
    let file: URL
    /// The log and its index as they were once the connection had opened them.
    private let sidecars: SQLiteSidecars
    /// The first loss seen; once set, the files are never written through this writer again.
    private let lost = Locked<Loss?>(nil)
    /// The store's log files that could not be removed once the database was gone: they remain.
    let remaining = Locked<[String]>([])
    /// Whether ``close()`` has closed the connection: then nothing is written or looked at.
    private let closed = Locked(false)

    /// Prepares the writes on `connection`, once, to be reused by every save; `sidecars` are
    /// the connection's log and index, noted after its first read opened them.
    init(
      _ connection: sending SQLiteConnection, file: URL, sidecars: SQLiteSidecars,
      layout: SQLiteLayout
    ) throws(SQLiteError) {
      let upsert = try connection.prepare(layout.upsert)
      let delete = try connection.prepare(layout.delete)
      let body = try connection.prepare("SELECT body FROM entities WHERE id = ?1")
      let count = try connection.prepare(SQLiteSchema.keepCount)
      statements = Locked(
        Statements(
          connection: connection, upsert: upsert, delete: delete, body: body, count: count))
      self.file = file
      self.sidecars = sidecars
    }

    /// What another program has done to the database's files since they were opened, if
    /// anything; looked at before and after each save, and at the last one.
    ///
    /// Once something has, the connection is abandoned, never written through or closed again
    /// (closing would fold the log into the database, and delete the log and index by name);
    /// and when the database itself is gone from the path, its log and index are removed from
    /// beside it, so that no database later put there is read through this one's log.
    func loss() -> Loss? {
      if let lost = lost.withLock({ $0 }) { return lost }
      // Closing removed the log and index itself: nothing of ours is watched any more.
      if closed.withLock({ $0 }) { return nil }
      guard let loss = currentLoss() else { return nil }
      lost.withLock { $0 = loss }
      statements.withLock { $0.connection.abandon() }
      if loss == .deleted || loss == .replaced {
        let left = sidecars.removeIfStillOurs()
        remaining.withLock { $0 = left }
      }
      return loss
    }

    private func currentLoss() -> Loss? {
      let claim = statements.withLock { $0.connection.claim }
      switch try? claim?.outsideChange() {
      case .deleted: return .deleted
      case .replaced: return .replaced
      case .rewritten, nil: break
      }
      guard let changed = sidecars.changed else { return nil }
      return FileManager.default.fileExists(atPath: changed.url.path)
        ? .sidecarReplaced(file: changed.url) : .sidecarDeleted(file: changed.url)
    }

    /// Closes the connection, as a clean end of the app does, unless its files changed from
    /// outside (then the connection stays abandoned: closing would fold the log into a
    /// database that may be another's, and remove files by name). SQLite folds the log into
    /// the database and removes the log and its index, so the database is one file again.
    func close() throws(SQLiteError) {
      guard loss() == nil else { return }
      try statements.withLock { statements throws(SQLiteError) in
        statements.upsert.finalize()
        statements.delete.finalize()
        statements.body.finalize()
        statements.count.finalize()
        try statements.connection.close()
      }
      closed.withLock { $0 = true }
    }

    /// Writes `rows` in one transaction, all or none: each id's value, or its removal when nil.
    /// Only these rows are touched; when this returns, they are on disk.
    func write<Entity: StoreEntity>(_ rows: [Entity.ID: Entity?], count: Int) throws {
      try checkOpen()
      // Encode first: a value that cannot be encoded fails the save before the transaction.
      let encoded = try SQLiteRow.rows(changing: rows)
      try statements.withLock { statements throws(SQLiteError) in
        try statements.connection.transaction { () throws(SQLiteError) in
          for row in encoded {
            try (row.body == nil ? statements.delete : statements.upsert).run(row)
          }
          try statements.count.bind(.integer(count), at: 1)
          try statements.count.run()
        }
      }
    }

    /// Writes those of `rows` that change the store (a body that differs from the row's, a
    /// row that is new, a removal of a row there is) into the transaction open since the last
    /// ``commitWrites()``, begun here when none is; all of them or, when one fails, none. Returns
    /// the index of each row written, with the body it replaced (nil: there was none).
    /// `written` runs with them, under the connection's lock, so a save never sees the writes
    /// without what `written` notes of them.
    func apply(
      _ rows: [SQLiteRow], written noting: ([(row: Int, before: Data?)]) -> Void
    ) throws(SQLiteError) {
      try checkOpen()
      return try statements.withLock { statements throws(SQLiteError) in
        let connection = statements.connection
        if !connection.isInTransaction { try connection.execute("BEGIN") }
        try connection.execute("SAVEPOINT batch")
        do throws(SQLiteError) {
          var written: [(row: Int, before: Data?)] = []
          for (index, row) in rows.enumerated() {
            try statements.body.bind(row.id, at: 1)
            let before = try statements.body.step() ? Data(statements.body.bytes(at: 0)) : nil
            statements.body.reset()
            guard before != row.body else { continue }
            if row.body == nil {
              guard before != nil else { continue }
              try statements.delete.run(row)
            } else {
              try statements.upsert.run(row)
            }
            written.append((index, before))
          }
          try connection.execute("RELEASE batch")
          noting(written)
        } catch {
          try? connection.execute("ROLLBACK TO batch; RELEASE batch")
          throw error
        }
      }
    }

    /// Commits the writes made since the last one, durably (the log is flushed before this
    /// returns); nothing to do when there are none. When the commit fails, the writes are
    /// either still pending (the next call tries again) or were rolled back by SQLite:
    /// `rolledBack` says which.
    /// `taking` runs under the connection's lock once the commit succeeded: what it takes is
    /// exactly what the commit made durable.
    /// The count of entities the file keeps is `count`, read under the same lock.
    func commitWrites<Taken>(
      count: () -> Int, then taking: () -> Taken
    ) throws(CommitFailure) -> Taken {
      try statements.withLock { statements throws(CommitFailure) in
        let connection = statements.connection
        guard connection.isInTransaction else { return taking() }
        do throws(SQLiteError) {
          try statements.count.bind(.integer(count()), at: 1)
          try statements.count.run()
          try connection.execute("COMMIT")
          return taking()
        } catch {
          throw CommitFailure(error: error, rolledBack: !connection.isInTransaction)
        }
      }
    }

    /// Why ``commitWrites()`` failed, and whether the writes went with it.
    struct CommitFailure: Error {
      let error: SQLiteError
      let rolledBack: Bool
    }

    /// Writes `rows` into a transaction left open, whatever the file holds: how writes that a
    /// failed commit rolled back are made again, for the next commit.
    func reapply(_ rows: [SQLiteRow]) throws(SQLiteError) {
      try checkOpen()
      try statements.withLock { statements throws(SQLiteError) in
        let connection = statements.connection
        if !connection.isInTransaction { try connection.execute("BEGIN") }
        for row in rows { try (row.body == nil ? statements.delete : statements.upsert).run(row) }
      }
    }

    /// The first column of every row `sql` returns with `parameters` bound, as integers: a read
    /// of the saved rows (``SQLiteQuery``).
    func integers(_ sql: String, _ parameters: [SQLiteValue]) throws(SQLiteError) -> [Int] {
      try checkOpen()
      return try statements.withLock { statements throws(SQLiteError) in
        let select = try Self.prepare(sql, parameters, on: statements.connection)
        defer { select.finalize() }
        var values: [Int] = []
        while try select.step() { values.append(select.integer(at: 0)) }
        return values
      }
    }

    /// How many rows the query `count` counts (with no query, `total`, which commits keep under
    /// the same lock), or each section's value and count that `sections` returns (their sum the
    /// count), and the ids `ids` returns, read at one moment: no commit between them.
    func window(
      count: String?, sections: String?, ids: String, _ parameters: [SQLiteValue],
      kept: borrowing Locked<[String: [Int: Int]]>, as countedKey: String?, total: () -> Int
    ) throws(SQLiteError) -> (count: Int, sections: [(value: Int, count: Int)]?, ids: [Int]) {
      try checkOpen()
      return try statements.withLock { statements throws(SQLiteError) in
        var counted = total()
        var counts: [(value: Int, count: Int)]?
        if let countedKey, let known = kept.withLock({ $0[countedKey] }) {
          // Counts read before and kept in step with every commit since: no row is read.
          counts = known.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
          counted = counts?.reduce(0) { $0 + $1.count } ?? 0
        } else if let sections {
          // The count is the sections' sum: no second walk.
          let select = try Self.prepare(sections, parameters, on: statements.connection)
          defer { select.finalize() }
          counts = []
          while try select.step() { counts?.append((select.integer(at: 0), select.integer(at: 1))) }
          counted = counts?.reduce(0) { $0 + $1.count } ?? 0
          if let countedKey, let counts {
            kept.withLock { $0[countedKey] = Dictionary(uniqueKeysWithValues: counts) }
          }
        } else if let count {
          let select = try Self.prepare(count, parameters, on: statements.connection)
          defer { select.finalize() }
          counted = try select.step() ? select.integer(at: 0) : 0
        }
        let select = try Self.prepare(ids, parameters, on: statements.connection)
        defer { select.finalize() }
        var values: [Int] = []
        while try select.step() { values.append(select.integer(at: 0)) }
        return (counted, counts, values)
      }
    }

    /// The searched texts `sql` reads (``SQLiteSearchTexts``), kept in `kept` under `key`
    /// before the connection's lock is let go: no commit runs between the read and the keeping,
    /// and each commit after notes its texts under that lock.
    func readSearchTexts(
      _ sql: String, into kept: borrowing Locked<[String: SQLiteSearchTexts]>, as key: String
    ) throws(SQLiteError) -> SQLiteSearchTexts {
      try checkOpen()
      return try statements.withLock { statements throws(SQLiteError) in
        let select = try Self.prepare(sql, [], on: statements.connection)
        defer { select.finalize() }
        let texts = try SQLiteSearchTexts(reading: select)
        kept.withLock { $0[key] = texts }
        return texts
      }
    }

    /// The entities of the bodies `sql` returns with `parameters` bound, in its order.
    func entities<Entity: StoreEntity>(
      _ sql: String, _ parameters: [SQLiteValue], as entity: Entity.Type
    ) throws(SQLiteError) -> [Entity] {
      try checkOpen()
      return try statements.withLock { statements throws(SQLiteError) in
        let select = try Self.prepare(sql, parameters, on: statements.connection)
        defer { select.finalize() }
        return try SQLiteStore<Entity>.rows(from: select)
      }
    }

    /// The entity in the row `id`, if there is one, read by the statement kept prepared for
    /// it: a look-up by id costs no statement compiled.
    func entity<Entity: StoreEntity>(
      _ id: SQLiteValue, as entity: Entity.Type
    ) throws(SQLiteError) -> Entity? {
      try checkOpen()
      return try statements.withLock { statements throws(SQLiteError) in
        defer { statements.body.reset() }
        try statements.body.bind(id, at: 1)
        return try SQLiteStore<Entity>.rows(from: statements.body).first
      }
    }

    /// Throws once ``close()`` has closed the connection.
    private func checkOpen() throws(SQLiteError) {
      guard !closed.withLock({ $0 }) else {
        throw SQLiteError(code: SQLITE_MISUSE, message: "the store was closed")
      }
    }

    /// `sql` prepared on `connection` with `parameters` bound.
    private static func prepare(
      _ sql: String, _ parameters: [SQLiteValue], on connection: SQLiteConnection
    ) throws(SQLiteError) -> SQLiteStatement {
      let select = try connection.prepare(sql)
      for (offset, value) in parameters.enumerated() {
        try select.bind(value, at: Int32(offset + 1))
      }
      return select
    }

    /// The encoder of the rows' JSON: sorted keys, so one value always writes the same bytes.
    static func encoder() -> JSONEncoder {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return encoder
    }
  }
#endif
