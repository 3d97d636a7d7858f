import DataEngine
import Essentials
import Flags
import Foundation
import LocalServices
import Models
import Views

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
  /// database's failure names the file and what became of it. A fallback an earlier run left
  /// beside the file (`PATH.unsaved-PID`) is told on standard error, and left as it is.
  public func open<Entity: StoreEntity>(
    _ type: Entity.Type, samples: [Entity] = []
  ) async throws -> any Store<Entity> {
    switch self {
    case .memory: break
    case .file(let path), .sqlite(let path): Self.tellFallbacks(beside: path, kind: self)
    }
    return try await opened(type, samples: samples)
  }

  /// Says, for each fallback left beside the store file at `path`, where it is, how old, and
  /// how to use it; nothing is read or changed.
  static func tellFallbacks(beside path: String, kind: StoreChoice, now: Date = Date()) {
    for fallback in StoreFallback.beside(URL(fileURLWithPath: path)) {
      StandardError.writeLine(Self.fallbackWords(fallback, store: path, kind: kind, now: now))
    }
  }

  /// The words for `fallback`, left beside the store file `store`.
  static func fallbackWords(
    _ fallback: StoreFallback, store: String, kind: StoreChoice, now: Date
  ) -> SafeText {
    let age = Duration.seconds(max(0, now.timeIntervalSince(fallback.modified)))
    let flag = kind == .sqlite(store) ? "sqlite" : "file"
    let left = fallback.url.path
    let found: SafeText =
      "Note: \(untrusted: left) was left by an earlier run (process \(fallback.process), "
      + "\(untrusted: DurationText.spoken(age)) ago) that could not save to \(untrusted: store): "
    let holds: SafeText =
      "it holds that run's whole store, which \(untrusted: store) does not. This run did not "
      + "read it and changed nothing. "
    let use: SafeText =
      "To use it, quit and move it over the store (mv '\(untrusted: left)' "
      + "'\(untrusted: store)'), or open it alone with --store \(untrusted: flag) "
      + "'\(untrusted: left)'; delete it once you no longer need it."
    return found + holds + use
  }

  private func opened<Entity: StoreEntity>(
    _ type: Entity.Type, samples: [Entity]
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
