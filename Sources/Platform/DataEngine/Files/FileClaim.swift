import Essentials
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store file held by this process for as long as its store is open, so a second process on
/// the same file is refused at once instead of silently undoing this one's saves.
///
/// The hold is a POSIX write lock (`fcntl(F_SETLK)`), taken on a save's new file before it is
/// renamed into place, and dropped by the system when the process ends, however it ends. Closing
/// any descriptor of the file would drop it, so the store touches the file only through here.
final class FileClaim: Sendable {
  /// Why a file could not be claimed.
  enum Refusal: Error {
    /// Another process holds the file.
    case inUse(process: Int32)
    /// The path names something that is not a regular file; `kind` says what, for a person.
    case notARegularFile(kind: String)
    /// The file can be read but not written, so no save could ever replace it.
    case notWritable
    /// The directory the file is in cannot be written, so no save could ever replace the file.
    case directoryNotWritable(String)
    /// The file is larger than a store may be.
    case tooLarge(bytes: Int)
    /// The system refused an operation.
    case failed(AtomicFile.Failure)
  }

  /// The file claimed (a symbolic link already followed to it).
  let file: URL
  /// Open for reading and writing, and locked; replaced by each save.
  private let descriptor: Locked<Int32>

  private init(file: URL, descriptor: Int32) {
    self.file = file
    self.descriptor = Locked(descriptor)
  }

  deinit {
    close(descriptor.withLock { $0 })
  }

  /// Claims the file `path` names (following links), creating it with `initial` contents when
  /// there is none.
  static func claim(
    _ path: URL, sizeLimit: Int, initial: Data
  ) throws(Refusal) -> FileClaim {
    // What the path names as the system sees it, before following links by hand: a "magic"
    // link such as /dev/stdin leads to a pipe or a terminal no readlink can name.
    var named = stat()
    if stat(path.path, &named) == 0 { try check(named, path: path.path, sizeLimit: sizeLimit) }
    let file = try followingLinks(path)
    let directory = file.deletingLastPathComponent().path
    // Every save writes a new file beside this one and renames it over: refuse now what would
    // refuse the first save, after the person has typed in changes.
    // (A folder that does not exist is left to the open below, which names it.)
    if access(directory, W_OK) != 0, errno == EACCES || errno == EROFS {
      throw .directoryNotWritable(directory)
    }
    // Another process's save can replace the file between our open and our lock: look again.
    for _ in 0..<8 {
      var info = stat()
      guard stat(file.path, &info) == 0 else {
        guard errno == ENOENT else { throw .failed(AtomicFile.Failure("open", file.path)) }
        if let created = try create(file, with: initial) { return created }
        continue
      }
      try check(info, path: file.path, sizeLimit: sizeLimit)
      if access(file.path, W_OK) != 0, errno == EACCES, access(file.path, R_OK) == 0 {
        throw .notWritable
      }
      let descriptor = open(file.path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else {
        if errno == ENOENT { continue }
        throw .failed(AtomicFile.Failure("open", file.path))
      }
      do throws(Refusal) {
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
          throw .failed(AtomicFile.Failure("inspect", file.path))
        }
        try check(opened, path: file.path, sizeLimit: sizeLimit)
        if try lock(descriptor, path: file.path), isStill(opened, at: file.path) {
          return FileClaim(file: file, descriptor: descriptor)
        }
        close(descriptor)
      } catch {
        close(descriptor)
        throw error
      }
    }
    throw .failed(AtomicFile.Failure("open", file.path, errno: EAGAIN))
  }

  /// Creates `file` holding `contents`, locked before it appears, so no other process can see
  /// it unclaimed; nil when another process created it first (`link` never replaces a file).
  private static func create(_ file: URL, with contents: Data) throws(Refusal) -> FileClaim? {
    let (temporary, descriptor) = try refusing(
      try AtomicFile.writeTemporary(beside: file, contents))
    defer { unlink(temporary.path) }
    do throws(Refusal) {
      guard try lock(descriptor, path: temporary.path) else {
        throw .failed(AtomicFile.Failure("lock", temporary.path))
      }
      guard link(temporary.path, file.path) == 0 else {
        if errno == EEXIST {
          close(descriptor)
          return nil
        }
        throw .failed(AtomicFile.Failure("create", file.path))
      }
      try refusing(try AtomicFile.flushDirectory(file.deletingLastPathComponent()))
    } catch {
      close(descriptor)
      throw error
    }
    return FileClaim(file: file, descriptor: descriptor)
  }

  /// `body`'s result, its failure refusing the claim.
  private static func refusing<Value>(
    _ body: @autoclosure () throws(AtomicFile.Failure) -> Value
  ) throws(Refusal) -> Value {
    do { return try body() } catch { throw .failed(error) }
  }

  /// The whole file, read through the claim; at most `limit` bytes, else ``Refusal/tooLarge``.
  func contents(limit: Int) throws(Refusal) -> Data {
    let descriptor = descriptor.withLock { $0 }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(data.count))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .failed(AtomicFile.Failure("read", file.path))
      }
      if count == 0 { return data }
      guard data.count + count <= limit else { throw .tooLarge(bytes: data.count + count) }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Locks the whole file again. SQLite shares this process's locks on the file and, when its
  /// last read in a transaction ends, unlocks the whole file, this claim's lock included.
  func lockAgain() throws(Refusal) {
    let descriptor = descriptor.withLock { $0 }
    for _ in 0..<8 where try Self.lock(descriptor, path: file.path) { return }
    throw .failed(AtomicFile.Failure("lock", file.path, errno: EAGAIN))
  }

  /// Why a save did not replace the file.
  enum SaveFailure: Error {
    /// The path no longer names the file this process holds (deleted, or another file moved
    /// over it); the data was written to `keptAt` instead, beside it.
    case replaced(keptAt: URL)
    /// The file held was written to by another program since this process last read or saved
    /// it (same file, new contents); the data was written to `keptAt` instead, beside it.
    case rewritten(keptAt: URL)
    /// The system refused an operation; the file holds what it held.
    case failed(AtomicFile.Failure)
    /// As ``replaced(keptAt:)`` or ``rewritten(keptAt:)`` (`change` says which), but writing
    /// the data beside the file failed too (a read-only folder, a full disk): nothing was kept.
    case notKept(OutsideChange, AtomicFile.Failure)
  }

  /// What another program did to the file since this process claimed it, read or saved it.
  enum OutsideChange: Equatable {
    /// The path names no file: the one held was deleted (or moved away).
    case deleted
    /// The path names another file: one was moved over the file held, or it was deleted and
    /// another made in its place.
    case replaced
    /// The path still names the file held, but its size or modification time is not what this
    /// process last saw (`echo ... > file` writes into the same file).
    case rewritten
  }

  /// The size, modification time and change time of the file as this process last read or
  /// wrote it. The change time (`st_ctime`) moves with every write and every change of the
  /// file's times or modes, and no program can set it: a rewrite whose modification time was
  /// set back (`touch -d`, a copy that keeps times) still moves it.
  private struct Seen: Equatable {
    let size: Int64
    let modified: timespec
    let changed: timespec

    init(_ info: stat) {
      size = Int64(info.st_size)
      #if canImport(Darwin)
        modified = info.st_mtimespec
        changed = info.st_ctimespec
      #else
        modified = info.st_mtim
        changed = info.st_ctim
      #endif
    }

    static func == (lhs: Seen, rhs: Seen) -> Bool {
      lhs.size == rhs.size && same(lhs.modified, rhs.modified) && same(lhs.changed, rhs.changed)
    }

    private static func same(_ lhs: timespec, _ rhs: timespec) -> Bool {
      lhs.tv_sec == rhs.tv_sec && lhs.tv_nsec == rhs.tv_nsec
    }
  }

  /// The file as last read or written through this claim; nil until ``noteContents()``, so a
  /// claim that never notes (the SQLite store's, whose file SQLite itself writes) checks only
  /// that the path still names the file.
  private let seen = Locked<Seen?>(nil)

  /// Notes the file's size and modification time as they are now, after reading it whole: a
  /// later change by another program is then seen by ``outsideChange()``.
  func noteContents() {
    var info = stat()
    guard fstat(descriptor.withLock { $0 }, &info) == 0 else { return }
    seen.withLock { $0 = Seen(info) }
  }

  /// What another program did to the file since it was claimed, or last noted, if anything.
  ///
  /// A rewrite is seen by its size, its modification time or its change time; one that keeps
  /// the size, within the file system's timestamp granularity of this process's own last
  /// write, is not. A change of the file's mode or owner (`chmod`) moves the change time too,
  /// and is taken for a rewrite: the save then goes beside the file rather than risk one.
  func outsideChange() throws(AtomicFile.Failure) -> OutsideChange? {
    var info = stat()
    guard fstat(descriptor.withLock { $0 }, &info) == 0 else {
      throw AtomicFile.Failure("inspect", file.path)
    }
    var named = stat()
    guard stat(file.path, &named) == 0 else { return .deleted }
    guard info.st_nlink > 0, named.st_dev == info.st_dev, named.st_ino == info.st_ino else {
      return .replaced
    }
    if let seen = seen.withLock({ $0 }), seen != Seen(info) { return .rewritten }
    return nil
  }

  /// Replaces the file with `data`, atomically, keeping its permissions, owner, group and the
  /// claim; throws, having written nothing there, when the path no longer names the file held
  /// or another program has written to it.
  ///
  /// A file deleted (`rm`) or replaced (`mv` over it) while held is no longer this process's:
  /// another may have opened a new file at the path and had its saves acknowledged, and
  /// renaming over it would lose them. A file written in place (`echo ... > file`) holds
  /// another's edit, which a rename over it would silently undo. So `data` is kept in a file of
  /// its own beside it (``SaveFailure/replaced(keptAt:)``, ``SaveFailure/rewritten(keptAt:)``),
  /// replaced by each later save; the file is left as it is.
  func replace(with data: Data) throws(SaveFailure) {
    let current = descriptor.withLock { $0 }
    var info = stat()
    guard fstat(current, &info) == 0 else {
      throw .failed(AtomicFile.Failure("inspect", file.path))
    }
    let change: OutsideChange?
    do throws(AtomicFile.Failure) {
      change = try outsideChange()
    } catch {
      throw .failed(error)
    }
    if let change {
      let kept: URL
      do throws(AtomicFile.Failure) {
        kept = try keepAside(data, permissions: info.st_mode & 0o7777)
      } catch {
        throw .notKept(change, error)
      }
      switch change {
      case .deleted, .replaced: throw .replaced(keptAt: kept)
      case .rewritten: throw .rewritten(keptAt: kept)
      }
    }
    do throws(AtomicFile.Failure) {
      let replacement = try AtomicFile.replace(
        file, with: data, permissions: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid)
      ) { new throws(AtomicFile.Failure) in
        guard (try? Self.lock(new, path: file.path)) == true else {
          throw AtomicFile.Failure("lock", file.path)
        }
      }
      descriptor.withLock { $0 = replacement }
      close(current)
      if seen.withLock({ $0 }) != nil { noteContents() }
      try AtomicFile.flushDirectory(file.deletingLastPathComponent())
    } catch {
      throw .failed(error)
    }
  }

  /// Where saves go once the path names another file: chosen at the first such save, never
  /// over an existing file, and replaced by each later one.
  private let aside = Locked<URL?>(nil)

  private func keepAside(_ data: Data, permissions: mode_t) throws(AtomicFile.Failure) -> URL {
    if let kept = aside.withLock({ $0 }) {
      close(try AtomicFile.replace(kept, with: data, permissions: permissions) { _ in })
      return kept
    }
    let (temporary, descriptor) = try AtomicFile.writeTemporary(beside: file, data)
    defer {
      unlink(temporary.path)
      close(descriptor)
    }
    guard fchmod(descriptor, permissions) == 0 else {
      throw AtomicFile.Failure("chmod", temporary.path)
    }
    for attempt in 1...100 {
      let name =
        "\(file.lastPathComponent).unsaved-\(getpid())" + (attempt > 1 ? "-\(attempt)" : "")
      let kept = file.deletingLastPathComponent().appending(path: name)
      // `link` never replaces a file: whatever is there already stays.
      if link(temporary.path, kept.path) == 0 {
        try AtomicFile.flushDirectory(file.deletingLastPathComponent())
        aside.withLock { $0 = kept }
        return kept
      }
      guard errno == EEXIST else { throw AtomicFile.Failure("create", kept.path) }
    }
    throw AtomicFile.Failure("create", file.path + ".unsaved", errno: EEXIST)
  }
}
