import Essentials

#if SQLite
  import Foundation

  /// A store kept in a SQLite database, one row per entity, that reads only the rows asked for:
  /// fetched results over it fault their rows in, a screen at a time (the article "Faulting
  /// rows from SQLite").
  ///
  /// Each commit is written at once into a transaction that ``save()`` commits, on a thread of
  /// its own, and returns once it is on disk (write-ahead logging, flushed at each commit):
  /// fetches and counts see every commit at once, a save writes only what changed since the
  /// last, and a crash loses only what was not saved. A fetch whose descriptor the entity's
  /// ``StoredKey``s answer reads the ids it selects through their indexes, then the bodies of
  /// those rows only; any other fetch reads every row once, and keeps them in memory, in step
  /// with every commit after. While open, the file is the store's alone (`FileClaim`): a second
  /// process is refused as the file store refuses it. The article "Persistence and the stores"
  /// compares the three.
  ///
  /// ```swift
  /// let store = try await SQLiteStore<Word>.open(at: URL(filePath: "words.db"))
  /// try store.upsert(Word(id: 1, text: "apple"))
  /// try await store.save()
  /// ```
  public final class SQLiteStore<Entity: StoreEntity>: Store {
    /// The path the store was opened at (a link, or the database file itself).
    public let url: URL
    /// The connection every read and write goes through, which holds the file while the store
    /// is open.
    let writer: SQLiteWriter
    /// Every entity, in memory: nil until a fetch needs them all, then kept in step with every
    /// commit. Once writes stop going to the database (`memoryOnly`), the store's only truth.
    let mirror = Locked<InMemoryStore<Entity>?>(nil)
    /// Set once the database's files are no longer the store's (deleted or replaced from
    /// outside) or a failed save could not be written again: commits then change `mirror`
    /// only, and each save writes the rows committed since the last in a transaction of its
    /// own (or beside the lost file).
    let memoryOnly = Locked(false)
    /// Each entity committed since the last save: its value now, or nil when deleted.
    let unsaved = UnsavedRows<Entity>()
    private let observers = ObserverList<SQLiteCommit<Entity>>()
    private let delivery: CommitDelivery<SQLiteCommit<Entity>>
    /// How many entities the store holds.
    let total: Locked<Int>
    /// The folded texts of each stored key a list has searched, by key name, kept in step with
    /// every commit (``SQLiteSearchTexts``).
    let searchTexts = Locked<[String: SQLiteSearchTexts]>([:])
    /// How many rows hold each value of each stored number a list has been grouped by, by key
    /// name: read once, the first time (a walk of the key's index), and kept in step with every
    /// commit after, so a grouped list starts without reading a row.
    let sectionCounts = Locked<[String: [Int: Int]]>([:])
    /// Told before each commit writes to the database: faulted rows read all their ids then,
    /// while the database still holds the rows they were read from.
    let willWrite = ObserverList<Void>()
    /// Runs saves one at a time, in order.
    private let saving = IOThread(name: "SQLiteStore save")
    /// Rows written (upserted or deleted) by saves so far.
    let written = Locked(0)
    /// Where saves go once the database's files are no longer this store's.
    let aside = SQLiteKeptAside()

    /// How many rows the saves of this store have written (upserted or deleted) since it was
    /// opened: what saving costs, whatever the store holds.
    public var rowsWritten: Int { written.withLock { $0 } }

    private init(url: URL, writer: SQLiteWriter, count: Int) {
      self.url = url
      self.writer = writer
      total = Locked(count)
      delivery = CommitDelivery(to: observers)
    }

    deinit {
      saving.stop()
      // The last look, at close: a connection whose files are gone is left open rather than
      // closed, as closing folds the log into the database and deletes files by name.
      _ = writer.loss()
    }

    /// Opens the store saved at `url` (a missing file is created at once, empty) and holds the
    /// file until the store is released: another process opening it fails with
    /// ``Failure/inUse(file:process:)``. A file that is not a store of `Entity` (damaged,
    /// foreign, newer, read-only) is refused with a ``Failure`` and left as it is. No entity is
    /// read: a row damaged inside is refused when it is read.
    public static func open(at url: URL) async throws -> SQLiteStore {
      let (writer, count) = try await IOThread.run("SQLiteStore open") {
        try load(url)
      }
      return SQLiteStore(url: url, writer: writer, count: count)
    }

    /// Applies `batch` as one commit and tells observers; ``save()`` makes it durable. A value
    /// that cannot be encoded, or a write the database refuses, changes nothing and throws
    /// ``Failure/notWritten(file:reason:)``.
    @discardableResult
    public func commit(_ batch: StoreBatch<Entity>) throws(Failure) -> StoreChange<Entity> {
      var outcome: Result<StoreChange<Entity>, Failure> = .success(StoreChange())
      delivery.commit {
        do throws(Failure) {
          let commit = try apply(batch)
          outcome = .success(commit.change)
          return commit.change.isEmpty ? nil : commit
        } catch {
          outcome = .failure(error)
          return nil
        }
      }
      return try outcome.get()
    }

    /// The entity with `id`, or nil.
    public func fetch(id: Entity.ID) throws(Failure) -> Entity? {
      if let mirror = mirror.withLock({ $0 }) { return mirror.fetch(id: id) }
      return try committedEntities(withIDs: [id]).first
    }

    /// The entities `descriptor` selects, in its order: the rows it selects when the stored
    /// keys answer it and it does not ask for every row; else every row, read once and kept.
    public func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> [Entity] {
      if let mirror = mirror.withLock({ $0 }) { return try mirror.fetch(descriptor) }
      let asksForAll = descriptor.selectsEverything && descriptor.fetchLimit == nil
      if !asksForAll, !memoryOnly.withLock({ $0 }), let query = SQLiteQuery(descriptor) {
        return try reading { () throws(SQLiteError) in
          try writer.entities(query.bodies, query.parameters, as: Entity.self)
        }
      }
      return try everything().fetch(descriptor)
    }

    /// How many entities `descriptor` would fetch.
    public func count(_ descriptor: FetchDescriptor<Entity>) throws -> Int {
      if descriptor.selectsEverything { return descriptor.count(ofAll: total.withLock { $0 }) }
      if let mirror = mirror.withLock({ $0 }) { return try mirror.count(descriptor) }
      if let ids = try committedIDs(for: descriptor) { return ids.count }
      return try everything().count(descriptor)
    }

    /// Commits every write made since the last save, in one transaction; on
    /// ``Failure/saveFailed(file:reason:)`` the file keeps the last saved state, and the next
    /// save tries those writes again. Once the database or its log is deleted or replaced from
    /// outside, this and every later save write the whole store beside it instead, and throw
    /// ``Failure/changedOnDisk(file:change:keptAt:logsLeft:)``; a save with nothing new to write looks
    /// too, so the last save before quitting finds files deleted since the one before.
    public func save() async throws {
      try await saving.perform { [self] in try saveNow() }
    }

    /// Saves what is left, then closes the database as SQLite closes a clean one: its log is
    /// folded into the database file and the log and its index are removed, so a copy of the
    /// one file holds every row. Where the files changed from outside, the store only saves
    /// (aside, as ``save()`` does) and leaves them as they are. Nothing is saved after.
    public func close() async throws {
      try await saving.perform { [self] in
        try saveNow()
        do { try writer.close() } catch {
          throw Failure.saveFailed(file: url.path, reason: "\(error)")
        }
      }
    }

    /// Calls `observer` with every later commit that changed something.
    public func observe(
      _ observer: @escaping @Sendable (StoreChange<Entity>) -> Void
    ) -> StoreSubscription {
      observers.add { observer($0.change) }
    }

    /// Calls `observer` with every later commit that changed something, with the values it
    /// replaced or removed: what faulted results need to keep the rows they showed.
    func observeWithValuesBefore(
      _ observer: @escaping @Sendable (SQLiteCommit<Entity>) -> Void
    ) -> StoreSubscription {
      observers.add(observer)
    }

    /// Writes `batch` into the database (or, once writes stay in memory, into the mirror) and
    /// says what it changed. Runs inside the delivery's lock: one commit at a time.
    private func apply(_ batch: StoreBatch<Entity>) throws(Failure) -> SQLiteCommit<Entity> {
      if memoryOnly.withLock({ $0 }), let mirror = mirror.withLock({ $0 }) {
        willWrite.notify(())
        let change = mirror.commit(batch)
        unsaved.record(change)
        return SQLiteCommit(change: change, before: [:])
      }
      // The last write of each id, in id order: what the batch does to each row.
      var last: [Entity.ID: Entity?] = [:]
      for index in 0..<batch.count {
        let write = batch.write(at: index)
        last[write.id] = .some(write.value)
      }
      let ids = last.keys.sorted()
      let rows: [SQLiteRow]
      do {
        let encoder = SQLiteWriter.encoder()
        let keys = Entity.storedKeys.filter(\.hasColumn)
        rows = try ids.map { id in
          try SQLiteRow(id: id, entity: last[id] ?? nil, keys: keys, encoder: encoder)
        }
      } catch {
        throw .notWritten(file: url.path, reason: "\(error)")
      }
      var commit = SQLiteCommit<Entity>(change: StoreChange(), before: [:])
      willWrite.notify(())
      do {
        try writer.apply(rows) { written in
          commit = Self.commit(of: written, ids: ids, last: last)
          unsaved.record(commit.change)
          total.withLock { $0 += commit.change.inserted.count - commit.change.deleted.count }
          noteSearchTexts(of: commit.change)
          noteSectionCounts(of: commit)
        }
      } catch {
        throw .notWritten(file: url.path, reason: error.message)
      }
      if !commit.change.isEmpty { mirror.withLock { _ = $0?.commit(batch) } }
      return commit
    }

    /// What the rows `written` (by index into `ids`, with the bodies they replaced) changed.
    private static func commit(
      of written: [(row: Int, before: Data?)], ids: [Entity.ID], last: [Entity.ID: Entity?]
    ) -> SQLiteCommit<Entity> {
      var commit = SQLiteCommit<Entity>(change: StoreChange(), before: [:])
      let decoder = JSONDecoder()
      for (row, body) in written {
        let id = ids[row]
        switch (body, last[id] ?? nil) {
        case (nil, let entity?): commit.change.inserted.append(entity)
        case (_?, let entity?): commit.change.updated.append(entity)
        case (_?, nil): commit.change.deleted.append(id)
        case (nil, nil): break
        }
        if let body { commit.before[id] = try? decoder.decode(Entity.self, from: body) }
      }
      return commit
    }

    /// Every entity, in memory: read once from the database and kept in step with every
    /// commit after (a commit made while they are read is applied to them again, which changes
    /// nothing).
    func everything() throws(Failure) -> InMemoryStore<Entity> {
      try mirror.withLock { mirror throws(Failure) in
        if let mirror { return mirror }
        let read = try reading { () throws(SQLiteError) in
          try writer.entities(SQLiteSchema.everything, [], as: Entity.self)
        }
        let entities: [Entity]
        do throws(SQLiteError) {
          entities = try Self.inIDOrder(read)
        } catch {
          throw .corrupt(file: url.path, reason: error.message)
        }
        let made = InMemoryStore(entities)
        mirror = made
        return made
      }
    }
  }

  /// One commit of a ``SQLiteStore``, with the values it replaced or removed, by id.
  struct SQLiteCommit<Entity: StoreEntity>: Sendable {
    var change: StoreChange<Entity>
    var before: [Entity.ID: Entity]
  }
#endif
