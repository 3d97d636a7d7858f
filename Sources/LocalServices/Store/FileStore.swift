import Foundation
import Models
import Synchronization

/// A store kept in memory and saved as one JSON file, atomically.
///
/// Commits change memory at once and notify observers like ``InMemoryStore``; ``save()`` writes
/// everything committed so far. A save replaces the file in one step (temporary file, `fsync`,
/// rename), so a process killed at any instant leaves the previous save or the new one, never a
/// torn file. Opening a file that is not a valid store throws a ``Failure`` naming the file, and
/// moves a corrupt one aside (`words.json.corrupt-20250101T120000Z`) rather than overwriting it.
///
/// File I/O runs on a thread of its own, never on Swift's cooperative pool.
///
/// ```swift
/// let store = try await FileStore<Word>.open(at: URL(filePath: "words.json"))
/// try store.upsert(Word(id: 1, text: "apple"))
/// try await store.save()
/// ```
public final class FileStore<Entity: StoreEntity>: Store {
  /// The file the store loads from and saves to.
  public let url: URL
  /// Everything committed, saved or not: a file store is a memory store plus a file.
  private let memory: InMemoryStore<Entity>
  /// The revision last written; saves hold it as their lock, so one save runs at a time.
  private let savedRevision: Mutex<Int>

  private init(url: URL, entities: [Entity]) {
    self.url = url
    self.memory = InMemoryStore(entities)
    self.savedRevision = Mutex(0)
  }

  /// Opens the store saved at `url`; a missing file gives an empty store, created on first save.
  ///
  /// - Parameter now: the time stamped on the name of a corrupt file moved aside.
  /// - Throws: ``Failure`` when the file exists but cannot be read as a store.
  public static func open(
    at url: URL, now: @escaping @Sendable () -> Date = { Date() }
  ) async throws -> FileStore {
    let entities = try await IOThread.run("FileStore open") {
      try load(url, now: now)
    }
    return FileStore(url: url, entities: entities)
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
    try await IOThread.run("FileStore save") { [self] in try saveNow() }
  }

  /// Calls `observer` with every later commit that changed something.
  public func observe(
    _ observer: @escaping @Sendable (StoreChange<Entity>) -> Void
  ) -> StoreSubscription {
    memory.observe(observer)
  }

  private func saveNow() throws(Failure) {
    try savedRevision.withLock { saved throws(Failure) in
      let (entities, revision) = memory.everything()
      guard revision != saved else { return }
      let data: Data
      do {
        data = try Self.encoder.encode(
          StoreFile(version: StoreFile<Entity>.currentVersion, entities: entities))
      } catch {
        throw .saveFailed(file: url.path, reason: "could not encode: \(error)")
      }
      do throws(AtomicFile.Failure) {
        try AtomicFile.replace(url, with: data)
      } catch {
        throw .saveFailed(file: url.path, reason: error.description)
      }
      saved = revision
    }
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
