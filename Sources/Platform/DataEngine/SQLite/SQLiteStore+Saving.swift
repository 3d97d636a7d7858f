import Essentials

#if SQLite
  import Foundation

  // Saving: the writes since the last save committed in one transaction, or, once writes stay
  // in memory, written in a transaction of their own or beside a lost file.
  extension SQLiteStore {
    /// Runs on the saving thread only, so two never overlap.
    func saveNow() throws(Failure) {
      if memoryOnly.withLock({ $0 }) { return try saveFromMemory() }
      if let loss = writer.loss() {
        try keepInMemory()
        _ = unsaved.take()  // the whole store is kept aside, whatever was saved before
        throw keepEverything(after: loss)
      }
      do {
        let taken = try writer.commitWrites(count: { total.withLock { $0 } }) { unsaved.take() }
        written.withLock { $0 += taken.count }
      } catch {
        if error.rolledBack {
          // The writes are gone from the database: write them again, for the next save.
          do {
            try writer.reapply(try SQLiteRow.rows(changing: unsaved.peek()))
          } catch {
            try keepInMemory()
          }
        }
        throw .saveFailed(file: url.path, reason: error.error.message)
      }
      // Files deleted or replaced between the look above and the commit took the commit with
      // them: look again before calling it saved.
      if let loss = writer.loss() {
        try keepInMemory()
        throw keepEverything(after: loss)
      }
    }

    /// A save once writes stay in memory: the rows committed since the last save, in one
    /// transaction of their own, or the whole store beside the lost file.
    func saveFromMemory() throws(Failure) {
      if let loss = writer.loss() {
        _ = unsaved.take()
        throw keepEverything(after: loss)
      }
      let rows = unsaved.take()
      guard !rows.isEmpty else { return }
      do {
        try writer.write(rows, count: (try? mirror.withLock { $0 }?.count(FetchDescriptor())) ?? 0)
      } catch {
        unsaved.putBack(rows)
        throw .saveFailed(file: url.path, reason: "\(error)")
      }
      written.withLock { $0 += rows.count }
      if let loss = writer.loss() { throw keepEverything(after: loss) }
    }

    /// Makes the mirror the store's truth: every entity, with every commit since the last
    /// save, and no more writes to the database as commits happen.
    func keepInMemory() throws(Failure) {
      guard !memoryOnly.withLock({ $0 }) else { return }
      let mirror = try everything()
      var batch = StoreBatch<Entity>()
      for (id, value) in unsaved.peek().sorted(by: { $0.key < $1.key }) {
        if let value { batch.upsert(value) } else { batch.delete(id: id) }
      }
      mirror.commit(batch)
      memoryOnly.withLock { $0 = true }
    }

    /// Writes everything the store holds to a database beside the lost one, and says so.
    func keepEverything(after loss: SQLiteWriter.Loss) -> Failure {
      let change: Failure.OutsideChange =
        switch loss {
        case .deleted: .deleted
        case .replaced: .replaced
        case .sidecarDeleted(let file): .sidecarDeleted(file: file.path)
        case .sidecarReplaced(let file): .sidecarReplaced(file: file.path)
        }
      do {
        let entities = mirror.withLock { $0 }.map { $0.everything().entities } ?? []
        let kept = try aside.keep(entities, beside: writer.file, entity: Self.entityName)
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
