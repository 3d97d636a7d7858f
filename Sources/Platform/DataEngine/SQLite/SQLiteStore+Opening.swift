#if SQLite
  import Foundation

  #if canImport(SQLite3)
    import SQLite3
  #else
    import CSQLite
  #endif

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  // Opening a database file: everything that can be wrong with one, checked before anything is
  // written to it.
  extension SQLiteStore {
    /// The writer for the claimed file at `url` (created empty when missing) and the entities
    /// saved in it, or the ``Failure`` that says why not.
    ///
    /// The file is read and checked through a connection that only reads, and opened to write
    /// only once it is known to be a store of `Entity` (or empty): a refused file keeps every
    /// byte (opening to write would switch it to write-ahead mode), and nothing is left beside
    /// it.
    static func load(_ url: URL) throws(Failure) -> (writer: SQLiteWriter, count: Int) {
      let target = try claiming(url) { () throws(FileClaim.Refusal) in
        try FileClaim.followingLinks(url)
      }
      try checkWritable(target, named: url)
      // A database has no size limit of its own (the file store's is about reading it whole).
      let claim = try claiming(url) { () throws(FileClaim.Refusal) in
        try FileClaim.claim(url, sizeLimit: .max, initial: Data())
      }
      let found = try checked(claim.file, named: url)
      let connection = try sqlite(url) { () throws(SQLiteError) in
        try SQLiteConnection(claim)
      }
      let layout = SQLiteLayout(for: Entity.self)
      if found.isEmpty {
        try sqlite(url) { () throws(SQLiteError) in
          try SQLiteSchema.create(in: connection, entity: entityName, layout: layout)
        }
      }
      // Durable at each commit of a save: the log is flushed before COMMIT returns. The read
      // after it opens the log and its index, which saves then watch.
      try sqlite(url) { () throws(SQLiteError) in
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL")
        _ = try connection.integer("SELECT count(*) FROM sqlite_schema")
      }
      // SQLite's reads dropped the claim's lock (it unlocks the whole file, for the whole
      // process); in write-ahead mode it now keeps a lock of its own, so this one stays.
      try claiming(url) { () throws(FileClaim.Refusal) in try claim.lockAgain() }
      if let version = found.upgradeFrom {
        do {
          try SQLiteSchema.rebuild(in: connection, layout: layout, entities: found.entities)
        } catch {
          throw .notUpgraded(file: url.path, version: version, reason: "\(error)")
        }
      }
      let writer: SQLiteWriter
      do {
        writer = try SQLiteWriter(
          connection, file: claim.file, sidecars: SQLiteSidecars(of: claim.file), layout: layout)
      } catch {
        throw .unreadable(file: url.path, reason: error.message)
      }
      return (writer, found.count)
    }

    /// What ``checked(_:named:)`` found in a file that is a store of `Entity` (or empty).
    struct Found {
      /// Whether the file is an empty database.
      var isEmpty = false
      /// How many entities it holds.
      var count = 0
      /// Every entity it holds, in id order, when it must be rebuilt (else none is read).
      var entities: [Entity] = []
      /// The schema version it was saved at, when it must be rebuilt before it is written: an
      /// older version, or other stored keys than `Entity` declares now.
      var upgradeFrom: Int?
    }

    /// Whether `file` is an empty database, and how many entities it holds (the entities
    /// themselves only when it must be rebuilt), read through a connection that only reads; the ``Failure`` that refuses it when it is not a store of
    /// `Entity` at a schema version this code reads. Any log or index file that reading made beside it is
    /// removed once the connection is closed: the file is left as it was found.
    private static func checked(
      _ file: URL, named url: URL
    ) throws(Failure) -> Found {
      let beside = [
        SQLiteSidecars.log(of: file), SQLiteSidecars.index(of: file),
        SQLiteSidecars.journal(of: file),
      ]
      let absent = beside.filter { !FileManager.default.fileExists(atPath: $0.path) }
      defer {
        for made in absent where FileManager.default.fileExists(atPath: made.path) {
          unlink(made.path)
        }
      }
      return try read(file, named: url)
    }

    /// What ``checked(_:named:)`` returns, through a connection closed when this returns.
    private static func read(
      _ file: URL, named url: URL
    ) throws(Failure) -> Found {
      let connection = try sqlite(url) { () throws(SQLiteError) in
        try SQLiteConnection(readingOnly: file.path)
      }
      switch try sqlite(url, { () throws(SQLiteError) in try SQLiteSchema.recognise(connection) }) {
      case .empty:
        return Found(isEmpty: true)
      case .foreign(let holds):
        throw .foreign(file: url.path, holds: holds)
      case .store(_, let version, _, _)
      where !(SQLiteSchema.oldestVersion...SQLiteSchema.currentVersion).contains(version):
        throw .unsupportedVersion(file: url.path, version: version)
      case .store(let entity, _, _, _) where entity != entityName:
        throw .foreign(file: url.path, holds: "it holds \(entity)s")
      case .store(_, let version, let layout, let count):
        let isCurrent =
          version == SQLiteSchema.currentVersion && layout == SQLiteLayout(for: Entity.self).text
        guard isCurrent else {
          let entities = try sqlite(url) { () throws(SQLiteError) in try rows(of: connection) }
          return Found(count: entities.count, entities: entities, upgradeFrom: version)
        }
        try checkLength(file, named: url)
        // The count each save keeps; a file that keeps none is counted (a walk of its rows).
        if let count { return Found(count: count) }
        return Found(
          count: try sqlite(url) { () throws(SQLiteError) in
            try connection.integer("SELECT count(*) FROM entities")
          })
      }
    }

    /// Refuses a file shorter than its header says it is (a copy cut short), without reading
    /// its rows. Only a file with no log beside it is judged: while a log holds pages, the file
    /// may lag its header until SQLite folds the log in.
    private static func checkLength(_ file: URL, named url: URL) throws(Failure) {
      guard !FileManager.default.fileExists(atPath: SQLiteSidecars.log(of: file).path),
        let handle = try? FileHandle(forReadingFrom: file),
        let header = try? handle.read(upToCount: 100), header.count == 100,
        let size = try? handle.seekToEnd()
      else { return }
      try? handle.close()
      func field(_ offset: Int, _ width: Int) -> Int {
        header[offset..<(offset + width)].reduce(0) { $0 << 8 | Int($1) }
      }
      // The header's page count holds when its "valid for" number is the change counter.
      let pageSize = field(16, 2) == 1 ? 65_536 : field(16, 2)
      let pages = field(28, 4)
      guard field(92, 4) == field(24, 4), pages > 0, Int(size) < pages * pageSize else { return }
      throw .corrupt(
        file: url.path,
        reason: "the file holds \(size) bytes; its header says \(pages * pageSize)")
    }

    /// Refuses a read-only file, or a read-only folder (SQLite keeps its journal beside the
    /// file), before the file is claimed: both would fail only at the first save.
    private static func checkWritable(_ file: URL, named url: URL) throws(Failure) {
      let folder = file.deletingLastPathComponent().path
      if access(folder, W_OK) != 0, errno == EACCES || errno == EROFS {
        throw .readOnly(file: url.path, what: "its folder \(folder)")
      }
      if access(file.path, W_OK) != 0, errno == EACCES || errno == EROFS {
        throw .readOnly(file: url.path, what: "the file")
      }
    }

    /// `body`'s result; its failure said as a damaged file or an unreadable one.
    static func sqlite<Value>(
      _ url: URL, _ body: () throws(SQLiteError) -> Value
    ) throws(Failure) -> Value {
      do {
        return try body()
      } catch {
        throw error.isDamage
          ? .corrupt(file: url.path, reason: error.message)
          : .unreadable(file: url.path, reason: error.message)
      }
    }

    /// `body`'s result; its refusal said as the failure to claim the file at `url`.
    private static func claiming<Value>(
      _ url: URL, _ body: () throws(FileClaim.Refusal) -> Value
    ) throws(Failure) -> Value {
      do {
        return try body()
      } catch {
        throw failure(url, error)
      }
    }

    /// The failure that says why the file at `url` could not be claimed.
    private static func failure(_ url: URL, _ refusal: FileClaim.Refusal) -> Failure {
      switch refusal {
      case .inUse(let process): .inUse(file: url.path, process: Int(process))
      case .notARegularFile(let kind): .notARegularFile(file: url.path, kind: kind)
      case .notWritable: .readOnly(file: url.path, what: "the file")
      case .directoryNotWritable(let folder):
        .readOnly(file: url.path, what: "its folder \(folder)")
      case .tooLarge: .unreadable(file: url.path, reason: "too large")
      case .failed(let failure): .unreadable(file: url.path, reason: failure.reason)
      }
    }
  }
#endif
