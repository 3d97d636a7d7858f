#if SQLite
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The two files SQLite keeps beside a database in write-ahead mode, `PATH-wal` (the log,
  /// which holds every commit not yet folded into the database) and `PATH-shm` (the log's
  /// index), as they were when the store began writing: which files they were, by device and
  /// inode.
  ///
  /// SQLite opens each once and keeps writing through its descriptor whatever happens to the
  /// name: a log deleted under it goes on taking commits that no later reader will see, and a
  /// log left beside another database moved into the path is read as that database's. So the
  /// store compares the names with the files it began with, around each save.
  struct SQLiteSidecars: Sendable {
    /// One of the two files.
    struct File: Sendable {
      /// `PATH-wal` or `PATH-shm`.
      let url: URL
      /// The file the name led to when noted; nil when there was none.
      let identity: Identity?

      /// Notes what `url` names now.
      init(_ url: URL) {
        self.url = url
        identity = Identity(of: url)
      }

      /// Whether the name now leads elsewhere than when noted (or nowhere).
      var hasChanged: Bool { identity != nil && Identity(of: url) != identity }

      /// Removes the file, when the name still leads to the one noted (it is then this store's);
      /// true once no file of this store's is left at the name.
      @discardableResult
      func removeIfStillOurs() -> Bool {
        guard let identity, Identity(of: url) == identity else { return true }
        return unlink(url.path) == 0
      }
    }

    /// A file as the system knows it, whatever its name.
    struct Identity: Equatable, Sendable {
      let device: UInt64
      let inode: UInt64

      /// The file `url` names, or nil when it names none.
      init?(of url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
      }
    }

    let log: File
    let index: File

    /// Notes the files beside `database` as they are now.
    init(of database: URL) {
      log = File(Self.log(of: database))
      index = File(Self.index(of: database))
    }

    /// The log file SQLite keeps beside `database`.
    static func log(of database: URL) -> URL { URL(fileURLWithPath: database.path + "-wal") }
    /// The index file SQLite keeps beside `database`.
    static func index(of database: URL) -> URL { URL(fileURLWithPath: database.path + "-shm") }
    /// The rollback journal SQLite makes beside `database` while it changes it outside
    /// write-ahead mode.
    static func journal(of database: URL) -> URL {
      URL(fileURLWithPath: database.path + "-journal")
    }

    /// The first of the two whose name no longer leads to the file noted, if any.
    var changed: File? { [log, index].first { $0.hasChanged } }

    /// Removes both, where the names still lead to the files noted: done when the database
    /// itself is gone from the path, so that no database later put there reads this one's log.
    /// Removes the log and its index where they are still this store's; the paths of those
    /// that could not be removed (a folder made read-only), which remain.
    func removeIfStillOurs() -> [String] {
      [log, index].filter { !$0.removeIfStillOurs() }.map(\.url.path)
    }
  }
#endif
