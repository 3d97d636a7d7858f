import Essentials

#if SQLite
  import Foundation

  /// A store kept in memory and saved to a SQLite database, one row per entity, writing only
  /// the rows that changed.
  ///
  /// Like ``FileStore``, commits change memory at once (fetches run on the in-memory engine,
  /// whose predicates and searches are Swift); ``save()`` writes every entity committed since
  /// the last save in one transaction, on a thread of its own, and returns once it is on disk
  /// (write-ahead logging, flushed at each commit). Saving a change of one entity writes one
  /// row, whatever the store holds. While open, the file is the store's alone (`FileClaim`):
  /// a second process is refused as the file store refuses it. The article
  /// "Persistence and the stores" compares the three.
  ///
  /// ```swift
  /// let store = try await SQLiteStore<Word>.open(at: URL(filePath: "words.db"))
  /// try store.upsert(Word(id: 1, text: "apple"))
  /// try await store.save()
  /// ```
  public final class SQLiteStore<Entity: StoreEntity>: Store {
    /// The path the store was opened at (a link, or the database file itself).
    public let url: URL
    /// Everything committed, saved or not.
    private let memory: InMemoryStore<Entity>
    /// The connection saves write through, which holds the file while the store is open.
    let writer: SQLiteWriter
    /// Each entity committed since the last save: its value now, or nil when deleted.
    private let unsaved = UnsavedRows<Entity>()
    /// Keeps `unsaved` up to date: hears every commit, in commit order, before it returns.
    private let recording: StoreSubscription
    /// Runs saves one at a time, in order.
    private let saving = IOThread(name: "SQLiteStore save")
    /// Rows written (upserted or deleted) by saves so far.
    private let written = Locked(0)
    /// Where saves go once the database's files are no longer this store's.
    private let aside = SQLiteKeptAside()

    /// How many rows the saves of this store have written (upserted or deleted) since it was
    /// opened: what saving costs, whatever the store holds.
    public var rowsWritten: Int { written.withLock { $0 } }

    private init(url: URL, writer: SQLiteWriter, entities: [Entity]) {
      self.url = url
      self.writer = writer
      memory = InMemoryStore(entities)
      recording = memory.observe { [unsaved] change in unsaved.record(change) }
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
    /// foreign, newer, read-only) is refused with a ``Failure`` and left as it is.
    public static func open(at url: URL) async throws -> SQLiteStore {
      let (writer, entities) = try await IOThread.run("SQLiteStore open") {
        try load(url)
      }
      return SQLiteStore(url: url, writer: writer, entities: entities)
    }

    /// Applies `batch` as one commit, in memory, and tells observers; ``save()`` persists it.
    @discardableResult
    public func commit(_ batch: StoreBatch<Entity>) -> StoreChange<Entity> {
      memory.commit(batch)
    }

    /// The entity with `id`, or nil.
    public func fetch(id: Entity.ID) -> Entity? { memory.fetch(id: id) }

    /// The entities `descriptor` selects, in its order.
    public func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> [Entity] {
      try memory.fetch(descriptor)
    }

    /// How many entities `descriptor` would fetch.
    public func count(_ descriptor: FetchDescriptor<Entity>) throws -> Int {
      try memory.count(descriptor)
    }

    /// Writes every entity committed since the last save, in one transaction; on
    /// ``Failure/saveFailed(file:reason:)`` the file keeps the last saved state, and the next
    /// save tries those rows again. Once the database or its log is deleted or replaced from
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
      memory.observe(observer)
    }

    /// Runs on the saving thread only, so two never overlap.
    private func saveNow() throws(Failure) {
      if let loss = writer.loss() {
        _ = unsaved.take()  // the whole store is kept aside, whatever was saved before
        throw keepEverything(after: loss)
      }
      let rows = unsaved.take()
      guard !rows.isEmpty else { return }
      do {
        try writer.write(rows)
      } catch {
        // Not written: keep them for the next save, under anything committed since.
        unsaved.putBack(rows)
        throw .saveFailed(file: url.path, reason: "\(error)")
      }
      written.withLock { $0 += rows.count }
      // Files deleted or replaced between the look above and the commit took the commit with
      // them: look again before calling it saved.
      if let loss = writer.loss() { throw keepEverything(after: loss) }
    }

    /// Writes everything the store holds to a database beside the lost one, and says so.
    private func keepEverything(after loss: SQLiteWriter.Loss) -> Failure {
      let change: Failure.OutsideChange =
        switch loss {
        case .deleted: .deleted
        case .replaced: .replaced
        case .sidecarDeleted(let file): .sidecarDeleted(file: file.path)
        case .sidecarReplaced(let file): .sidecarReplaced(file: file.path)
        }
      do {
        let kept = try aside.keep(
          memory.everything().entities, beside: writer.file, entity: Self.entityName)
        return .changedOnDisk(
          file: url.path, change: change, keptAt: kept.path,
          logsLeft: writer.remaining.withLock { $0 })
      } catch {
        return .notKept(
          file: url.path, change: change, reason: "\(error)",
          logsLeft: writer.remaining.withLock { $0 })
      }
    }
  }
#endif
