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
      /// The file was saved by an older version of the store, or with other stored keys, and
      /// bringing it up to date failed (`reason`); it was left as it is.
      case notUpgraded(file: String, version: Int, reason: String)
      /// A commit could not be written (a value that does not encode, a write the database
      /// refused); nothing of it was, and the store is as it was.
      case notWritten(file: String, reason: String)
      /// A save did not complete; the file still holds the last saved state.
      case saveFailed(file: String, reason: String)
      /// Another process has the file open as its store; two would undo each other's saves.
      case inUse(file: String, process: Int)
      /// The path names a FIFO, a device, a socket or the like (`kind` says which), not a file.
      case notARegularFile(file: String, kind: String)
      /// The database or its log was deleted or replaced while the store had it open
      /// (`change` says which), so the save wrote nothing there and kept the whole store in a
      /// database of its own at `keptAt` instead. `logsLeft` are this store's log files that
      /// could not be removed from beside a database gone (a read-only folder): they remain.
      case changedOnDisk(
        file: String, change: OutsideChange, keptAt: String, logsLeft: [String] = [])
      /// As ``changedOnDisk(file:change:keptAt:logsLeft:)``, but keeping the store beside it
      /// failed too (`reason`): nothing was kept, and what the store held is in this process's
      /// memory only.
      case notKept(file: String, change: OutsideChange, reason: String, logsLeft: [String] = [])

      /// What another program did to a database's files while a store had them open.
      public enum OutsideChange: Sendable, Hashable {
        /// The database file was deleted (or moved away): the path names nothing.
        case deleted
        /// Another file is at the path now (moved over the database, or made after deleting it).
        case replaced
        /// The write-ahead log or its index, `file`, was deleted.
        case sidecarDeleted(file: String)
        /// The write-ahead log or its index, `file`, is another file now.
        case sidecarReplaced(file: String)

        /// What happened to the store file `file`, as the start of a sentence.
        func sentence(_ file: String) -> String {
          switch self {
          case .deleted:
            "The store file \(file) was deleted while this app had it open"
          case .replaced:
            "The store file \(file) was replaced by another file while this app had it open"
          case .sidecarDeleted(let sidecar):
            "The store file \(file) lost \(Self.name(sidecar)) \(sidecar), deleted while this "
              + "app had it open"
          case .sidecarReplaced(let sidecar):
            "The store file \(file) had \(Self.name(sidecar)) \(sidecar) replaced by another "
              + "file while this app had it open"
          }
        }

        /// What SQLite's file beside the database is, for a person.
        private static func name(_ sidecar: String) -> String {
          sidecar.hasSuffix("-shm") ? "its write-ahead log's index" : "its write-ahead log"
        }

        /// Whether the database itself is gone from the path (its log was then removed too).
        var databaseGone: Bool { self == .deleted || self == .replaced }
      }

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
          "The store file \(file) has schema version \(version), newer than this app reads "
            + "(versions \(SQLiteSchema.oldestVersion) to \(SQLiteSchema.currentVersion)): a "
            + "later version of the app saved it. It was left as it is."
        case .notUpgraded(let file, let version, let reason):
          "The store file \(file) (schema version \(version)) could not be brought up to "
            + "version \(SQLiteSchema.currentVersion) and this app's stored keys (\(reason)). "
            + "It was left as it is."
        case .notWritten(let file, let reason):
          "A change to the store file \(file) could not be made (\(reason)); nothing of it was, "
            + "and the store is as it was."
        case .saveFailed(let file, let reason):
          StoreFileText.saveFailed(file, reason)
        case .inUse(let file, let process):
          StoreFileText.inUse(file, process)
        case .notARegularFile(let file, let kind):
          StoreFileText.notARegularFile(file, kind)
        case .changedOnDisk(let file, let change, let keptAt, let left):
          "\(change.sentence(file)), so saving there could lose changes or damage another's "
            + "data. \(Self.leftAsItIs(change, left))Everything this app holds was saved to "
            + "\(keptAt) instead, a SQLite store of its own."
        case .notKept(let file, let change, let reason, let left):
          "\(change.sentence(file)), so saving there could lose changes or damage another's "
            + "data. \(Self.leftAsItIs(change, left))Saving what this app holds beside it failed "
            + "too (\(reason)): nothing was kept, and every change since \(file) was last saved "
            + "is lost when this app ends."
        }
      }

      /// What was done at the path: nothing, but for this app's own log files when the
      /// database they belong to is gone, which were removed, or, as `left` says, remain.
      private static func leftAsItIs(_ change: OutsideChange, _ left: [String]) -> String {
        guard change.databaseGone else { return "It was left as it is. " }
        guard !left.isEmpty else {
          return "It was left as it is, and this app's write-ahead log files beside it were "
            + "removed, so no database put there reads them. "
        }
        return "It was left as it is; this app's write-ahead log files beside it could not be "
          + "removed and remain (\(left.joined(separator: ", "))): delete them before putting "
          + "a database at that path. "
      }
    }

    /// The name a database records for the entity it holds, and that failures use.
    static var entityName: String { String(describing: Entity.self) }
  }
#endif
