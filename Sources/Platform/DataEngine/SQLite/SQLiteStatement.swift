#if SQLite
  import Foundation

  #if canImport(SQLite3)
    import SQLite3
  #else
    import CSQLite
  #endif

  /// A compiled SQL statement, prepared once and run many times: bind values, step through the
  /// rows, reset. Finalized on release.
  final class SQLiteStatement {
    private let handle: OpaquePointer
    /// Kept so the connection outlives its statements (closing it with one open fails).
    private let connection: SQLiteConnection
    /// Whether ``finalize()`` has let go of the statement already.
    private var isFinalized = false

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
      self.handle = handle
      self.connection = connection
    }

    deinit {
      finalize()
    }

    /// Lets go of the statement, so its connection can close; it is never run again.
    func finalize() {
      guard !isFinalized else { return }
      isFinalized = true
      sqlite3_finalize(handle)
    }

    /// Binds `data` to parameter `index` (from 1) as a blob; SQLite copies the bytes.
    func bind(_ data: Data, at index: Int32) throws(SQLiteError) {
      let code = data.withUnsafeBytes { bytes in
        // A null pointer would bind NULL; an empty blob needs a real one.
        sqlite3_bind_blob64(
          handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(bytes.count),
          Self.transient)
      }
      guard code == SQLITE_OK else { throw connection.error(code) }
    }

    /// Binds `text` to parameter `index` (from 1).
    func bind(_ text: String, at index: Int32) throws(SQLiteError) {
      let code = sqlite3_bind_text(handle, index, text, -1, Self.transient)
      guard code == SQLITE_OK else { throw connection.error(code) }
    }

    /// Binds `value` to parameter `index` (from 1).
    func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
      switch value {
      case .integer(let number):
        let code = sqlite3_bind_int64(handle, index, Int64(number))
        guard code == SQLITE_OK else { throw connection.error(code) }
      case .text(let text): try bind(text, at: index)
      case .blob(let data): try bind(data, at: index)
      }
    }

    /// Binds `row` to ``SQLiteLayout/upsert``'s parameters, or its id alone to
    /// ``SQLiteLayout/delete``'s when it has no body, and runs the statement.
    func run(_ row: SQLiteRow) throws(SQLiteError) {
      try bind(row.id, at: 1)
      if let body = row.body {
        try bind(body, at: 2)
        for (offset, key) in row.keys.enumerated() { try bind(key, at: Int32(3 + offset)) }
      }
      try run()
    }

    /// Moves to the next row: true when there is one, false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
      switch sqlite3_step(handle) {
      case SQLITE_ROW: return true
      case SQLITE_DONE: return false
      case let code: throw connection.error(code)
      }
    }

    /// Runs a statement that returns no rows, then makes it ready to run again.
    func run() throws(SQLiteError) {
      defer { reset() }
      _ = try step()
    }

    /// Makes the statement ready to run again, with its bindings cleared.
    func reset() {
      sqlite3_reset(handle)
      sqlite3_clear_bindings(handle)
    }

    /// How many columns each row has.
    var columns: Int32 { sqlite3_column_count(handle) }

    /// Column `index` (from 0) of the current row, as an integer.
    func integer(at index: Int32) -> Int {
      Int(sqlite3_column_int64(handle, index))
    }

    /// Column `index` (from 0) of the current row, as text.
    func text(at index: Int32) -> String {
      guard let bytes = sqlite3_column_text(handle, index) else { return "" }
      return String(cString: bytes)
    }

    /// The bytes of column `index` (from 0) of the current row, valid until the next step.
    func bytes(at index: Int32) -> UnsafeRawBufferPointer {
      let start = sqlite3_column_blob(handle, index)
      let count = Int(sqlite3_column_bytes(handle, index))
      return UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    /// SQLite's "copy the value now" destructor, which the C header spells as a cast of -1.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
  }
#endif
