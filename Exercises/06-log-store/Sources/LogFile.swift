import DataEngine
import Foundation
import Models

/// The log on disk: lines appended, never rewritten, and replayed in order at open.
///
/// Each line is one ``LogEntry`` as JSON, ended by a newline (JSON text holds no raw newline,
/// so a line is exactly one entry). A line without its newline was cut short by a crash in the
/// middle of an append: it was never acknowledged, so replaying drops it, and cuts it from the
/// file so the next append starts on a line of its own. A complete line that is not an entry is
/// damage nobody can explain, so opening stops and names the line.
///
/// ```swift
/// try LogFile.append([LogEntry(change)], to: url)
/// let words: [Word] = try LogFile.replay(url)
/// ```
enum LogFile {
  /// Why the log could not be read or written.
  enum Failure: Error, Hashable, CustomStringConvertible {
    /// A complete line of the log is not an entry.
    case unreadableLine(file: String, line: Int)
    /// The file could not be read or written at all.
    case io(file: String, reason: String)

    var description: String {
      switch self {
      case .unreadableLine(let file, let line): "\(file), line \(line), is not a log entry."
      case .io(let file, let reason): "\(file): \(reason)"
      }
    }
  }

  private static let newline = UInt8(ascii: "\n")

  /// Appends `entries` to the log at `url`, one line each, and flushes them to the disk; a
  /// missing file is created. An append that fails is cut back off, so no part-line is left.
  static func append<Entity>(_ entries: [LogEntry<Entity>], to url: URL) throws {
    throw NotYetWritten("LogFile.append(_:to:) is not written yet: step 2 of the README.")
  }

  /// Every entity the log at `url` holds, replaying its complete lines in order; a missing file
  /// holds none. A torn last line is dropped, from the file too.
  static func replay<Entity: StoreEntity>(_ url: URL) throws -> [Entity] {
    throw NotYetWritten("LogFile.replay(_:) is not written yet: step 3 of the README.")
  }
}
