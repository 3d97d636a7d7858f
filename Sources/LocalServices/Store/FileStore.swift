import Foundation
import Models

/// A store kept in memory and saved as one JSON file, atomically.
///
/// Commits change memory at once and notify observers like ``InMemoryStore``; ``save()`` writes
/// everything committed so far. A save replaces the file in one step (temporary file, `fsync`,
/// rename), so a process killed at any instant leaves the previous save or the new one, never a
/// torn file. Opening a file that is not a valid store throws a ``Failure`` naming the file, and
/// moves a corrupt one aside (`words.json.corrupt-20250101T120000Z`) rather than overwriting it.
///
/// The file is the store's alone while it is open: another process opening it is refused (see
/// ``open(at:now:)``). It must be a regular file of at most ``maximumFileSize`` bytes; a link is
/// followed, and saves replace its target, keeping the target's permissions.
///
/// File I/O runs on a thread of its own, never on Swift's cooperative pool. Saves run one after
/// another on that thread, in the order they were asked for, and no lock is held while one
/// encodes or flushes: commits and fetches go on meanwhile, and a save never writes an older
/// revision over a newer one.
///
/// ```swift
/// let store = try await FileStore<Word>.open(at: URL(filePath: "words.json"))
/// try store.upsert(Word(id: 1, text: "apple"))
/// try await store.save()
/// ```
public final class FileStore<Entity: StoreEntity>: Store {
  /// The path the store was opened at (a link, or the file it loads from and saves to).
  public let url: URL
  /// The largest store file opened: 256 MiB. Anything larger is refused unread.
  public static var maximumFileSize: Int { 256 << 20 }
  /// Everything committed, saved or not: a file store is a memory store plus a file.
  private let memory: InMemoryStore<Entity>
  /// The file, held by this process while the store is open; saves write through it.
  private let claim: FileClaim
  /// Runs saves one at a time, in order: the queue, not a lock, keeps them apart.
  private let saving = IOThread(name: "FileStore save")
  /// The revision last written; only the saving thread changes it.
  private let savedRevision = Locked(0)

  private init(url: URL, claim: FileClaim, entities: [Entity]) {
    self.url = url
    self.claim = claim
    self.memory = InMemoryStore(entities)
  }

  deinit {
    saving.stop()
  }

  /// Opens the store saved at `url` and holds the file until the store is released; a missing
  /// file is created at once, holding an empty store.
  ///
  /// One process at a time: while this store is open, opening the same file from another
  /// process fails with ``Failure/inUse(file:process:)``. Two processes saving one file would
  /// each write only what they know, silently undoing the other's acknowledged saves.
  ///
  /// - Parameter now: the time stamped on the name of a corrupt file moved aside.
  /// - Throws: ``Failure`` when the file is held by another process, is not a regular file of
  ///   at most ``maximumFileSize`` bytes, or cannot be read as a store.
  public static func open(
    at url: URL, now: @escaping @Sendable () -> Date = { Date() }
  ) async throws -> FileStore {
    let (claim, entities) = try await IOThread.run("FileStore open") {
      try load(url, now: now)
    }
    return FileStore(url: url, claim: claim, entities: entities)
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

  /// Writes everything committed so far to the file, atomically; does nothing when nothing
  /// changed since the last save.
  ///
  /// - Throws: ``Failure/saveFailed(file:reason:)``; the file then keeps the last saved state.
  public func save() async throws {
    try await saving.perform { [self] in try saveNow() }
  }

  /// Calls `observer` with every later commit that changed something.
  public func observe(
    _ observer: @escaping @Sendable (StoreChange<Entity>) -> Void
  ) -> StoreSubscription {
    memory.observe(observer)
  }

  /// Runs on the saving thread only, so two never overlap; a newer revision saved by an earlier
  /// call makes this one do nothing.
  private func saveNow() throws(Failure) {
    let (entities, revision) = memory.everything()
    guard revision > savedRevision.withLock({ $0 }) else { return }
    let data: Data
    do {
      data = try Self.encode(entities)
    } catch {
      throw .saveFailed(file: url.path, reason: "could not encode: \(error)")
    }
    do throws(AtomicFile.Failure) {
      try claim.replace(with: data)
    } catch {
      throw .saveFailed(file: url.path, reason: error.description)
    }
    savedRevision.withLock { $0 = revision }
  }

  /// The file's bytes for `entities`: sorted keys, so one state always writes the same bytes.
  static func encode(_ entities: [Entity]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(
      StoreFile(version: StoreFile<Entity>.currentVersion, entities: entities))
  }
}
