import Foundation

// Opening a store file: everything that can be wrong with one, and what is done about it.
extension FileStore {
  /// The claimed file at `url` (created empty when missing) and the entities saved in it, or the
  /// ``Failure`` that says why not (a corrupt file is moved aside first).
  static func load(
    _ url: URL, now: @Sendable () -> Date
  ) throws(Failure) -> (claim: FileClaim, entities: [Entity]) {
    let claim: FileClaim
    let data: Data
    do throws(FileClaim.Refusal) {
      claim = try FileClaim.claim(url, sizeLimit: maximumFileSize, initial: StoreFile<Entity>.empty)
      // Only the holder may clean up: another process's leftover may be a save in progress.
      AtomicFile.removeLeftovers(of: claim.file)
      data = try claim.contents(limit: maximumFileSize)
      claim.noteContents()
    } catch {
      throw failure(url, error)
    }
    let file: StoreFile<Entity>
    do {
      file = try Entity.engine.decodeFile(data)
    } catch let error as DecodingError {
      throw moveAside(
        claim.file, named: url,
        reason: data.isEmpty ? "the file is empty" : error.briefDescription, now: now())
    } catch {
      throw moveAside(claim.file, named: url, reason: "\(error)", now: now())
    }
    guard file.version == StoreFile<Entity>.currentVersion else {
      throw .unsupportedVersion(file: url.path, version: file.version)
    }
    // Two entities with one id would be collapsed into one in memory, and the next save would
    // drop the other for good; which one the person meant is not the app's to guess.
    let repeated = Entity.engine.repeatedIDs(file.entities)
    guard repeated.isEmpty else {
      throw .repeatedIDs(file: url.path, ids: repeated.map { "\($0)" })
    }
    return (claim, file.entities)
  }

  /// The failure that says why the file at `url` could not be claimed or read.
  private static func failure(_ url: URL, _ refusal: FileClaim.Refusal) -> Failure {
    switch refusal {
    case .inUse(let process): .inUse(file: url.path, process: Int(process))
    case .notARegularFile(let kind): .notARegularFile(file: url.path, kind: kind)
    case .notWritable: .notWritable(file: url.path)
    case .directoryNotWritable(let directory):
      .directoryNotWritable(file: url.path, directory: directory)
    case .tooLarge(let bytes): .tooLarge(file: url.path, bytes: bytes, limit: maximumFileSize)
    case .failed(let failure): .unreadable(file: url.path, reason: failure.reason)
    }
  }

  /// Renames a corrupt file out of the way, never over another file, and says where it went;
  /// `name` is the path the user gave (a link to `url`, or `url` itself).
  private static func moveAside(_ url: URL, named name: URL, reason: String, now: Date) -> Failure {
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
        file: name.path, reason: reason, moveFailure: error.localizedDescription)
    }
    return .corrupt(file: name.path, reason: reason, movedTo: destination.path)
  }

  /// `20250101T120000Z`: sortable, in UTC, and free of characters file systems dislike.
  private static func timestamp(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
  }
}
