import Foundation
import Models

extension FileStore {
  /// Why a store file could not be opened or saved; each description names the file and says
  /// what became of it.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, a directory in its place); it was
    /// left as it is.
    case unreadable(file: String, reason: String)
    /// The file was read but holds no valid store; it was moved aside to `movedTo`, unchanged.
    case corrupt(file: String, reason: String, movedTo: String)
    /// The file holds no valid store and could not be moved aside either; it was left as it is.
    case corruptNotMoved(file: String, reason: String, moveFailure: String)
    /// The file was written by a newer version of the store; it was left as it is.
    case unsupportedVersion(file: String, version: Int)
    /// A save did not complete; the file still holds the last saved state.
    case saveFailed(file: String, reason: String)
    /// Another process has the file open as its store; two would undo each other's saves.
    case inUse(file: String, process: Int)
    /// The path names a FIFO, a device, a socket or the like (`kind` says which), not a file.
    case notARegularFile(file: String, kind: String)
    /// The file holds more than a store may (`limit` bytes); it was not read.
    case tooLarge(file: String, bytes: Int, limit: Int)

    /// What happened, to which file, and what became of it, for a person.
    public var description: String {
      switch self {
      case .unreadable(let file, let reason):
        StoreFileText.unreadable(file, reason)
      case .corrupt(let file, let reason, let movedTo):
        "The store file \(file) is not a valid store (\(reason)). It was moved aside, unchanged, "
          + "to \(movedTo); the next start begins with an empty store."
      case .corruptNotMoved(let file, let reason, let moveFailure):
        "The store file \(file) is not a valid store (\(reason)), and moving it aside failed "
          + "(\(moveFailure)). It was left as it is; move or delete it to start afresh."
      case .unsupportedVersion(let file, let version):
        "The store file \(file) has format version \(version); this app reads version "
          + "\(StoreFile<Entity>.currentVersion). It was left as it is."
      case .saveFailed(let file, let reason):
        StoreFileText.saveFailed(file, reason)
      case .inUse(let file, let process):
        StoreFileText.inUse(file, process)
      case .notARegularFile(let file, let kind):
        StoreFileText.notARegularFile(file, kind)
      case .tooLarge(let file, let bytes, let limit):
        "The store file \(file) holds \(bytes) bytes, more than the \(limit) a store may hold. "
          + "It was left as it is, unread; choose another file."
      }
    }
  }
}

extension DecodingError {
  /// One short clause saying what was wrong and where, instead of the full debug dump.
  var briefDescription: String {
    func at(_ context: Context) -> String {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return path.isEmpty ? "" : " at \(path.joined(separator: "."))"
    }
    switch self {
    case .dataCorrupted(let context): return "unreadable JSON\(at(context))"
    case .keyNotFound(let key, let context): return "missing '\(key.stringValue)'\(at(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value\(at(context))"
    @unknown default:
      return "unreadable JSON"
    }
  }
}
