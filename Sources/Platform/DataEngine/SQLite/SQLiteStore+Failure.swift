#if SQLite
  import Foundation

  extension SQLiteStore {
    /// Why a database file could not be opened or saved; each description names the file and
    /// says what became of it. No failure ever overwrites the file.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
      /// The file exists but could not be read; it was left as it is.
      case unreadable(file: String, reason: String)
      /// The file, or the folder that must hold its journal beside it, cannot be written.
      case readOnly(file: String, what: String)
      /// The file is not a SQLite database, or a damaged one; it was left as it is.
      case corrupt(file: String, reason: String)
      /// The file is a SQLite database, but not a store of this entity; it was left as it is.
      case foreign(file: String, holds: String)
      /// The file was written by a newer version of the store; it was left as it is.
      case unsupportedVersion(file: String, version: Int)
      /// A save did not complete; the file still holds the last saved state.
      case saveFailed(file: String, reason: String)
      /// Another process has the file open as its store; two would undo each other's saves.
      case inUse(file: String, process: Int)
      /// The path names a FIFO, a device, a socket or the like (`kind` says which), not a file.
      case notARegularFile(file: String, kind: String)

      /// What happened, to which file, and what became of it, for a person.
      public var description: String {
        switch self {
        case .unreadable(let file, let reason):
          StoreFileText.unreadable(file, reason)
        case .readOnly(let file, let what):
          "The store file \(file) cannot be saved: \(what) is read-only. It was left as it is; "
            + "make it writable or choose another file."
        case .corrupt(let file, let reason):
          "The store file \(file) is not a valid SQLite store (\(reason)). It was left as it "
            + "is; move or delete it to start afresh."
        case .foreign(let file, let holds):
          "The store file \(file) is a SQLite database, but not a store of \(entityName)s "
            + "(\(holds)). It was left as it is; choose another file."
        case .unsupportedVersion(let file, let version):
          "The store file \(file) has schema version \(version); this app reads version "
            + "\(SQLiteSchema.currentVersion). It was left as it is."
        case .saveFailed(let file, let reason):
          StoreFileText.saveFailed(file, reason)
        case .inUse(let file, let process):
          StoreFileText.inUse(file, process)
        case .notARegularFile(let file, let kind):
          StoreFileText.notARegularFile(file, kind)
        }
      }
    }

    /// The name a database records for the entity it holds, and that failures use.
    static var entityName: String { String(describing: Entity.self) }
  }
#endif
