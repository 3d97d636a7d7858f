import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What taking a claim checks: where a link leads, the kind and size of file, whether another
// process holds it, and whether the path still names the file opened.
extension FileClaim {
  /// The file `url` leads to: `url` itself, or, when it is a symbolic link, the file at the end
  /// of the links (which need not exist yet). Saves replace that file, so the link stays a link
  /// and its target stays current.
  static func followingLinks(_ url: URL) throws(Refusal) -> URL {
    var path = url.path
    // The system's own limit on links in a row (SYMLOOP_MAX is at least 8; Linux allows 40).
    for _ in 0..<40 {
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        return URL(fileURLWithPath: path)
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(path, &buffer, buffer.count - 1)
      guard count >= 0 else { throw .failed(AtomicFile.Failure("read link", path)) }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      path =
        target.hasPrefix("/")
        ? target
        : URL(fileURLWithPath: path).deletingLastPathComponent().appending(path: target).path
    }
    throw .failed(AtomicFile.Failure("open", url.path, errno: ELOOP))
  }

  /// Locks the whole file open at `descriptor` for writing: true when locked; false when it was
  /// held a moment ago and no longer is (look again); ``Refusal/inUse(process:)`` when another
  /// process holds it.
  static func lock(_ descriptor: Int32, path: String) throws(Refusal) -> Bool {
    var request = flock()
    request.l_type = Int16(F_WRLCK)
    request.l_whence = Int16(SEEK_SET)
    if fcntl(descriptor, F_SETLK, &request) == 0 { return true }
    guard errno == EACCES || errno == EAGAIN else {
      throw .failed(AtomicFile.Failure("lock", path))
    }
    var holder = request  // F_GETLK asks who holds what this request wanted
    guard fcntl(descriptor, F_GETLK, &holder) == 0 else {
      throw .failed(AtomicFile.Failure("lock", path))
    }
    guard holder.l_type != Int16(F_UNLCK) else { return false }
    throw .inUse(process: holder.l_pid)
  }

  /// Whether `path` still names the file `opened` describes (a save elsewhere renames a new file
  /// over it).
  static func isStill(_ opened: stat, at path: String) -> Bool {
    var now = stat()
    return stat(path, &now) == 0 && now.st_dev == opened.st_dev && now.st_ino == opened.st_ino
  }

  /// Refuses what a store cannot be kept in: anything but a regular file of at most `sizeLimit`
  /// bytes.
  static func check(_ info: stat, path: String, sizeLimit: Int) throws(Refusal) {
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard Int(info.st_size) <= sizeLimit else { throw .tooLarge(bytes: Int(info.st_size)) }
    case S_IFDIR: throw .failed(AtomicFile.Failure("open", path, errno: EISDIR))
    case S_IFIFO: throw .notARegularFile(kind: "a FIFO (named pipe)")
    case S_IFCHR: throw .notARegularFile(kind: "a character device")
    case S_IFBLK: throw .notARegularFile(kind: "a block device")
    case S_IFSOCK: throw .notARegularFile(kind: "a socket")
    default: throw .notARegularFile(kind: "not a regular file")
    }
  }
}
