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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var lines = Data()
    for entry in entries {
      lines.append(try encoder.encode(entry))
      lines.append(newline)
    }
    do {
      if !FileManager.default.fileExists(atPath: url.path) { try Data().write(to: url) }
      let file = try FileHandle(forWritingTo: url)
      defer { try? file.close() }
      let end = try file.seekToEnd()
      do {
        try file.write(contentsOf: lines)
        try file.synchronize()
      } catch {
        try? file.truncate(atOffset: end)
        throw error
      }
    } catch {
      throw Failure.io(file: url.path, reason: error.localizedDescription)
    }
  }

  /// Every entity the log at `url` holds, replaying its complete lines in order; a missing file
  /// holds none. A torn last line is dropped, from the file too.
  static func replay<Entity: StoreEntity>(_ url: URL) throws -> [Entity] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw Failure.io(file: url.path, reason: error.localizedDescription)
    }
    let complete = data.lastIndex(of: newline).map { data.index(after: $0) } ?? data.startIndex
    if complete < data.endIndex { try cut(url, to: complete - data.startIndex) }
    var entities: [Entity.ID: Entity] = [:]
    let decoder = JSONDecoder()
    for (index, line) in data[..<complete].split(separator: newline).enumerated() {
      guard let entry = try? decoder.decode(LogEntry<Entity>.self, from: line) else {
        throw Failure.unreadableLine(file: url.path, line: index + 1)
      }
      entry.apply(to: &entities)
    }
    return Array(entities.values)
  }

  /// Cuts the file at `url` to its first `length` bytes.
  private static func cut(_ url: URL, to length: Int) throws {
    do {
      let file = try FileHandle(forWritingTo: url)
      defer { try? file.close() }
      try file.truncate(atOffset: UInt64(length))
    } catch {
      throw Failure.io(file: url.path, reason: error.localizedDescription)
    }
  }
}
