#if SQLite
  import Foundation

  #if canImport(SQLite3)
    import SQLite3
  #else
    import CSQLite
  #endif

  /// What SQLite said went wrong: its result code and its own words.
  struct SQLiteError: Error, CustomStringConvertible {
    /// The primary result code (`SQLITE_CORRUPT`, `SQLITE_NOTADB`, ...).
    let code: Int32
    let message: String

    var description: String { message }

    /// Whether the file is damaged or not a database at all, rather than busy or unwritable.
    var isDamage: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    /// The error for rows SQLite read but that do not hold what the store wrote; `reason` says how.
    static func damaged(_ reason: String) -> SQLiteError {
      SQLiteError(code: SQLITE_CORRUPT, message: reason)
    }
  }

  /// One open connection to a SQLite database file: the C handle, closed on release.
  ///
  /// Not thread-safe by design: a ``SQLiteStore`` keeps it inside a `Locked` and uses it on its
  /// saving thread only. The library's own mutexes are off (`SQLITE_OPEN_NOMUTEX`) for that reason.
  final class SQLiteConnection {
    private let handle: OpaquePointer
    /// The file's claim, let go only after the connection is closed: closing any descriptor of
    /// a file drops every POSIX lock this process holds on it, SQLite's own included. Nil for a
    /// connection that only reads, or that writes a file no other process knows of yet.
    let claim: FileClaim?
    /// Set once the database's files are no longer this connection's (deleted or replaced from
    /// outside): the connection is then never closed, as closing would fold its log into the
    /// database and remove the log and index files by name, which may be another's by now.
    private var abandoned = false
    /// Set once ``close()`` has closed the connection.
    private var closed = false

    /// Opens the claimed database file for reading and writing (the claim created it if it was
    /// missing), and holds the claim until the connection is closed.
    convenience init(_ claim: FileClaim) throws(SQLiteError) {
      try self.init(claim.file.path, SQLITE_OPEN_READWRITE, claim: claim)
    }

    /// Opens the database file at `path` only to read it: SQLite writes nothing to the file
    /// (though in write-ahead mode it may make its log and index files beside it).
    convenience init(readingOnly path: String) throws(SQLiteError) {
      try self.init(path, SQLITE_OPEN_READONLY, claim: nil)
    }

    /// Creates a database at `path`, a new file no other process uses yet.
    convenience init(creating path: String) throws(SQLiteError) {
      try self.init(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, claim: nil)
    }

    private init(_ path: String, _ flags: Int32, claim: FileClaim?) throws(SQLiteError) {
      self.claim = claim
      var opened: OpaquePointer?
      let code = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
      guard let opened else { throw SQLiteError(code: code, message: "out of memory") }
      guard code == SQLITE_OK else {
        let error = SQLiteError(code: code, message: String(cString: sqlite3_errmsg(opened)))
        sqlite3_close(opened)
        throw error
      }
      handle = opened
      sqlite3_extended_result_codes(handle, 0)
    }

    deinit {
      // Statements are finalized first (they hold the connection), so this never fails busy;
      // the claim is let go after this body. An abandoned connection is left to the end of the
      // process, which closes its files without writing to them.
      guard !abandoned, !closed else { return }
      sqlite3_close(handle)
    }

    /// Leaves the connection open for the rest of the process: see `abandoned`.
    func abandon() { abandoned = true }

    /// Closes the connection now, its statements finalized first: the last connection to a
    /// database in write-ahead mode folds the log into the database file and removes the log
    /// and its index, so the one file holds everything. Nothing runs on it after.
    func close() throws(SQLiteError) {
      guard !abandoned, !closed else { return }
      let code = sqlite3_close(handle)
      guard code == SQLITE_OK else { throw error(code) }
      closed = true
    }

    /// Runs `sql`, one or more statements that return no rows.
    func execute(_ sql: String) throws(SQLiteError) {
      let code = sqlite3_exec(handle, sql, nil, nil, nil)
      guard code == SQLITE_OK else { throw error(code) }
    }

    /// Compiles `sql` once, for running many times.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
      var statement: OpaquePointer?
      let code = sqlite3_prepare_v3(
        handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
      guard code == SQLITE_OK, let statement else { throw error(code) }
      return SQLiteStatement(statement, connection: self)
    }

    /// The single integer `sql` returns (a `PRAGMA` or a `count(*)`).
    func integer(_ sql: String) throws(SQLiteError) -> Int {
      let statement = try prepare(sql)
      guard try statement.step() else { return 0 }
      return statement.integer(at: 0)
    }

    /// Whether a transaction is open (SQLite's autocommit mode is off).
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    func transaction(_ body: () throws(SQLiteError) -> Void) throws(SQLiteError) {
      try execute("BEGIN IMMEDIATE")
      do throws(SQLiteError) {
        try body()
        try execute("COMMIT")
      } catch {
        try? execute("ROLLBACK")
        throw error
      }
    }

    /// The error for result `code`, in SQLite's words for this connection's last failure.
    func error(_ code: Int32) -> SQLiteError {
      SQLiteError(code: code & 0xff, message: String(cString: sqlite3_errmsg(handle)))
    }
  }
#endif
