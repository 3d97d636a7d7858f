import Foundation

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
    /// The file holds two or more entities under each of `ids` (in order); it was left as it is.
    case repeatedIDs(file: String, ids: [String])
    /// The file can be read but not written; it was left as it is.
    case notWritable(file: String)
    /// The directory the file is in cannot be written, so no save could replace the file.
    case directoryNotWritable(file: String, directory: String)
    /// The path no longer names the file this store opened (deleted, or another moved over
    /// it), so the save went to `keptAt` instead and the path was left to whoever has it now.
    case replacedOnDisk(file: String, keptAt: String)
    /// Another program wrote to the file since this store last read or saved it, so the save
    /// went to `keptAt` instead and the other's contents were left in the file.
    case rewrittenOnDisk(file: String, keptAt: String)
    /// As ``replacedOnDisk(file:keptAt:)``, or ``rewrittenOnDisk(file:keptAt:)`` when
    /// `rewritten`, but writing beside the file failed too (`reason`): nothing was kept.
    case notKept(file: String, rewritten: Bool, reason: String)

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
      case .notWritable(let file):
        "The store file \(file) can be read but not written, so nothing could be saved to it. "
          + "It was left as it is; make it writable or choose another file."
      case .directoryNotWritable(let file, let directory):
        "The store file \(file) cannot be saved: its folder \(directory) cannot be written, and "
          + "a save writes a new file there. Nothing was changed; choose another path or make "
          + "the folder writable."
      case .replacedOnDisk(let file, let keptAt):
        "The store file \(file) was deleted or replaced since this app opened it, so saving "
          + "there could overwrite another's data. It was left as it is; what this app holds was "
          + "saved to \(keptAt) instead."
      case .rewrittenOnDisk(let file, let keptAt):
        "The store file \(file) was changed by another program since this app last read or "
          + "saved it, so saving there would undo that change. It was left as it is; what this "
          + "app holds was saved to \(keptAt) instead."
      case .notKept(let file, let rewritten, let reason):
        (rewritten
          ? "The store file \(file) was changed by another program since this app last read or "
            + "saved it, so saving there would undo that change. "
          : "The store file \(file) was deleted or replaced since this app opened it, so saving "
            + "there could overwrite another's data. ")
          + "It was left as it is. Saving what this app holds beside it failed too (\(reason)): "
          + "nothing was kept, and every change since \(file) was last saved is lost when this "
          + "app ends."
      case .repeatedIDs(let file, let ids):
        "The store file \(file) holds more than one entry with id \(Self.listed(ids)); saving "
          + "would keep only one of each. It was left as it is; remove the extra entries or "
          + "choose another file."
      }
    }
  }
}

extension FileStore.Failure {
  /// `ids` for a message: up to five, then how many more.
  fileprivate static func listed(_ ids: [String]) -> String {
    let shown = ids.prefix(5).joined(separator: ", ")
    return ids.count > 5 ? "\(shown) and \(ids.count - 5) more" : shown
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
