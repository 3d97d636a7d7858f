import Essentials

#if SQLite

  /// The entities committed to a ``SQLiteStore`` since its last save: what the next save writes,
  /// and nothing else.
  ///
  /// Each commit is recorded whole, under one lock, in commit order (the store records each as
  /// it writes it), so a save takes whole commits, never part of a batch.
  /// Later commits of an id overwrite earlier ones: a save writes each row once.
  final class UnsavedRows<Entity: StoreEntity>: Sendable {
    /// Each id's value now, or nil when it was deleted.
    private let rows = Locked<[Entity.ID: Entity?]>([:])

    /// Notes what `change` wrote.
    func record(_ change: StoreChange<Entity>) {
      rows.withLock { rows in
        for entity in change.inserted { rows[entity.id] = .some(entity) }
        for entity in change.updated { rows[entity.id] = .some(entity) }
        for id in change.deleted { rows[id] = .some(nil) }
      }
    }

    /// Every row noted so far, now no longer noted: a save's work.
    func take() -> [Entity.ID: Entity?] {
      rows.withLock { rows in
        defer { rows = [:] }
        return rows
      }
    }

    /// Every row noted so far, still noted.
    func peek() -> [Entity.ID: Entity?] { rows.withLock { $0 } }

    /// Notes `taken` again after a failed save, under anything committed since (which is newer).
    func putBack(_ taken: [Entity.ID: Entity?]) {
      rows.withLock { $0.merge(taken) { newer, _ in newer } }
    }
  }
#endif
