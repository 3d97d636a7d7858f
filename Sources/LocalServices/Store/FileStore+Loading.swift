import Foundation
import Models

// Opening a store file: everything that can be wrong with one, and what is done about it.
extension FileStore {
  /// The entities saved at `url`: none when there is no file; a ``Failure`` when the file
  /// cannot be read, is corrupt (then it is moved aside first) or is of a newer version.
  static func load(_ url: URL, now: @Sendable () -> Date) throws(Failure) -> [Entity] {
    AtomicFile.removeLeftovers(of: url)
    let data: Data
    do throws(AtomicFile.Failure) {
      guard let contents = try AtomicFile.contents(of: url) else { return [] }
      data = contents
    } catch {
      throw .unreadable(file: url.path, reason: error.reason)
    }
    let file: StoreFile<Entity>
    do {
      file = try JSONDecoder().decode(StoreFile<Entity>.self, from: data)
    } catch let error as DecodingError {
      throw moveAside(
        url, reason: data.isEmpty ? "the file is empty" : error.briefDescription, now: now())
    } catch {
      throw moveAside(url, reason: "\(error)", now: now())
    }
    guard file.version == StoreFile<Entity>.currentVersion else {
      throw .unsupportedVersion(file: url.path, version: file.version)
    }
    return file.entities
  }

  /// Renames a corrupt file out of the way, never over another file, and says where it went.
  private static func moveAside(_ url: URL, reason: String, now: Date) -> Failure {
    let base = "\(url.lastPathComponent).corrupt-\(timestamp(now))"
    let directory = url.deletingLastPathComponent()
    var destination = directory.appending(path: base)
    var attempt = 1
    while FileManager.default.fileExists(atPath: destination.path) {
      attempt += 1
      destination = directory.appending(path: "\(base)-\(attempt)")
    }
    do {
      try FileManager.default.moveItem(at: url, to: destination)
    } catch {
      return .corruptNotMoved(
        file: url.path, reason: reason, moveFailure: error.localizedDescription)
    }
    return .corrupt(file: url.path, reason: reason, movedTo: destination.path)
  }

  /// `20250101T120000Z`: sortable, in UTC, and free of characters file systems dislike.
  private static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T"
      + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
  }
}
