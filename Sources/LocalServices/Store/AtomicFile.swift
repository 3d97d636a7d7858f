import Foundation
import Models

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file, and replaces one atomically: a reader (or a restart after a crash) sees
/// either the old contents or the new, never a mix.
///
/// Replacing writes a temporary file in the same directory, flushes it to disk (`fsync`), renames
/// it over the target (one atomic step on POSIX file systems), then flushes the directory so the
/// rename itself survives a power cut. A process killed before the rename leaves the old file
/// untouched and, at worst, a temporary file that ``removeLeftovers(of:)`` cleans up later.
/// Blocking: call it on a dedicated thread.
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

  /// The contents of the file at `url`, or nil when there is no such file.
  static func contents(of url: URL) throws(Failure) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      throw Failure("open", url.path)
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure("read", url.path)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Replaces the file at `url` with `data`, atomically and durably.
  static func replace(_ url: URL, with data: Data) throws(Failure) {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appending(
      path: "\(temporaryPrefix(of: url))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure("create", temporary.path) }
    do throws(Failure) {
      try writeAll(data, to: descriptor, path: temporary.path)
      guard fsync(descriptor) == 0 else { throw Failure("flush", temporary.path) }
      guard close(descriptor) == 0 else { throw Failure("close", temporary.path) }
    } catch {
      unlink(temporary.path)
      throw error
    }
    guard rename(temporary.path, url.path) == 0 else {
      let failure = Failure("rename", url.path)
      unlink(temporary.path)
      throw failure
    }
    try flushDirectory(directory)
  }

  /// Removes temporary files a killed writer left beside `url`.
  static func removeLeftovers(of url: URL) {
    let directory = url.deletingLastPathComponent()
    let prefix = temporaryPrefix(of: url)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      unlink(directory.appending(path: name).path)
    }
  }

  /// Hidden, and named after the file it will replace, so leftovers are easy to recognise.
  private static func temporaryPrefix(of url: URL) -> String {
    ".\(url.lastPathComponent).saving-"
  }

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

  private static func flushDirectory(_ directory: URL) throws(Failure) {
    let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure("open directory", directory.path) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw Failure("flush directory", directory.path) }
  }
}
