import DataEngine
import Flags
import Foundation
import LocalServices
import Models

// Opening the store `--store` chose, and its last save: the composition roots' part of the
// choice (the flag itself is read in Flags, which names no concrete store).
extension StoreChoice {
  /// Why a chosen store cannot be opened by this build.
  public enum Unavailable: Error, CustomStringConvertible {
    /// The package was built with its `SQLite` trait off, so it has no SQLite store.
    case sqlite

    /// What to do about it, for a person.
    public var description: String {
      "This build has no SQLite store: it was built with the SQLite trait off. Build with the "
        + "default traits, or use --store file PATH."
    }
  }

  /// Opens the chosen store of `type`; a memory store starts with `samples`. A file or
  /// database's failure names the file and what became of it.
  public func open<Entity: StoreEntity>(
    _ type: Entity.Type, samples: [Entity] = []
  ) async throws -> any Store<Entity> {
    switch self {
    case .memory: InMemoryStore(samples)
    case .file(let path): try await FileStore<Entity>.open(at: URL(fileURLWithPath: path))
    case .sqlite(let path):
      #if SQLite
        try await SQLiteStore<Entity>.open(at: URL(fileURLWithPath: path))
      #else
        throw Unavailable.sqlite
      #endif
    }
  }
}

extension StoreChoice {
  /// The exit status once a session on `store` has ended with `status`: a last save of
  /// anything not saved yet and the store closed (a SQLite database left as one file), and
  /// when that fails, a warning naming what was not saved and a status of 1, so neither the
  /// person nor a script takes lost changes for kept ones.
  public static func closing<Entity: StoreEntity>(
    _ store: any Store<Entity>, status: Int32
  ) async -> Int32 {
    do {
      try await store.close()
      return status
    } catch {
      StandardError.writeLine("Quitting with changes not saved. \(untrusted: "\(error)")")
      return status == 0 ? 1 : status
    }
  }
}
