import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file atomically: a reader (or a restart after a crash) sees either the old
/// contents or the new, never a mix.
///
/// A temporary file beside the target is written, flushed (`fsync`), given the old file's
/// permissions and renamed over it (one atomic step on POSIX), then the directory is flushed so
/// the rename survives a power cut. A killed process leaves at worst a temporary file, which
/// ``removeLeftovers(of:)`` cleans up. Blocking: call it on a dedicated thread.
enum AtomicFile {
  /// What went wrong, with the system's own words for it.
  struct Failure: Error, CustomStringConvertible {
    let operation: String
    let path: String
    let reason: String

    init(_ operation: String, _ path: String, errno code: Int32 = errno) {
      self.operation = operation
      self.path = path
      self.reason = String(cString: strerror(code))
    }

    var description: String { "\(operation) \(path): \(reason)" }
  }

  /// Replaces the file at `url` with `data` and returns the new file's open descriptor (the
  /// caller then flushes the directory). `beforeRename` runs on it before it takes the old
  /// one's place: a ``FileClaim`` locks it there, so the file at `url` is always held.
  ///
  /// The new file gets `permissions`, and `owner` (user and group) when given: a file shared
  /// through its group stays shared. Only the superuser may give a file away, so a user who
  /// writes another's file keeps what it can: the group, when the user is in it.
  static func replace(
    _ url: URL, with data: Data, permissions: mode_t, owner: (uid_t, gid_t)? = nil,
    beforeRename: (Int32) throws(Failure) -> Void
  ) throws(Failure) -> Int32 {
    let (temporary, descriptor) = try writeTemporary(beside: url, data)
    do throws(Failure) {
      if let (user, group) = owner, fchown(descriptor, user, group) != 0 {
        // Not allowed to keep both (not the superuser): keep the group alone if allowed.
        _ = fchown(descriptor, uid_t.max, group)
      }
      // After the owner: changing it clears the set-user and set-group bits.
      guard fchmod(descriptor, permissions) == 0 else { throw Failure("chmod", temporary.path) }
      try beforeRename(descriptor)
      guard rename(temporary.path, url.path) == 0 else { throw Failure("rename", url.path) }
    } catch {
      unlink(temporary.path)
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Writes `data` to a new temporary file beside `url` and flushes it; returns the file and its
  /// open descriptor, for the caller to rename or link into place, or remove.
  static func writeTemporary(beside url: URL, _ data: Data) throws(Failure) -> (URL, Int32) {
    let temporary = url.deletingLastPathComponent().appending(
      path: "\(temporaryPrefix(of: url))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let descriptor = open(temporary.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure("create", temporary.path) }
    do throws(Failure) {
      try writeAll(data, to: descriptor, path: temporary.path)
      guard fsync(descriptor) == 0 else { throw Failure("flush", temporary.path) }
    } catch {
      unlink(temporary.path)
      close(descriptor)
      throw error
    }
    return (temporary, descriptor)
  }

  /// Removes temporary files a killed writer left beside `url`.
  static func removeLeftovers(of url: URL) {
    let directory = url.deletingLastPathComponent()
    let prefix = temporaryPrefix(of: url)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(prefix) { unlink(directory.appending(path: name).path) }
  }

  /// Hidden, and named after the file it will replace, so leftovers are easy to recognise.
  private static func temporaryPrefix(of url: URL) -> String { ".\(url.lastPathComponent).saving-" }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(Failure) {
    let failure: Failure? = data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return Failure("write", path)
        }
        offset += written
      }
      return nil
    }
    if let failure { throw failure }
  }

  /// Flushes `directory` to disk, so a rename or link made in it survives a power cut.
  static func flushDirectory(_ directory: URL) throws(Failure) {
    let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure("open directory", directory.path) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw Failure("flush directory", directory.path) }
  }
}
