import Essentials
import Foundation

/// A store kept in memory and saved as one JSON file, atomically.
///
/// Commits change memory at once, like ``InMemoryStore``; ``save()`` replaces the file in one
/// step (`AtomicFile`), on a thread of its own, with no lock held. While open, the file is the
/// store's alone (`FileClaim`). The article "Persistence and the stores" says what each failure keeps.
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

  /// Opens the store saved at `url` (a missing file is created at once, empty) and holds the
  /// file until the store is released: another process opening it fails with
  /// ``Failure/inUse(file:process:)``, as two would silently undo each other's saves. `now`
  /// stamps the name of a corrupt file moved aside.
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

  /// Writes everything committed so far to the file, atomically, if anything changed; on
  /// ``Failure/saveFailed(file:reason:)`` the file keeps the last saved state.
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
    // Nothing new to write, but the file may have gone since the last save: then what this
    // store holds exists nowhere else, and is kept beside it as any save would be.
    guard revision > savedRevision.withLock({ $0 }) || (try? claim.outsideChange()) != nil
    else { return }
    let data: Data
    do {
      data = try Self.encode(entities)
    } catch {
      throw .saveFailed(file: url.path, reason: "could not encode: \(error)")
    }
    do throws(FileClaim.SaveFailure) {
      try claim.replace(with: data)
    } catch {
      switch error {
      case .replaced(let kept): throw .replacedOnDisk(file: url.path, keptAt: kept.path)
      case .rewritten(let kept): throw .rewrittenOnDisk(file: url.path, keptAt: kept.path)
      case .failed(let failure): throw .saveFailed(file: url.path, reason: failure.description)
      case .notKept(let change, let failure):
        throw .notKept(
          file: url.path, rewritten: change == .rewritten, reason: failure.description)
      }
    }
    savedRevision.withLock { $0 = revision }
  }

  /// The file's bytes for `entities`: sorted keys, so one state always writes the same bytes.
  static func encode(_ entities: [Entity]) throws -> Data {
    try Entity.engine.encodeFile(
      StoreFile(version: StoreFile<Entity>.currentVersion, entities: entities))
  }
}
