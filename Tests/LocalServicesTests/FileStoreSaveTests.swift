import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// How a file store saves: one save at a time without a lock across the disk work, never an
/// older state over a newer one.
@Suite("File store saving", .timeLimit(.minutes(10)))
struct FileStoreSaveTests {
  let directory: ScratchDirectory
  let file: URL

  init() throws {
    directory = try ScratchDirectory()
    file = directory.file("items.json")
  }

  @Test func savesAskedForWhileOthersRunEachKeepTheirCommitAndNeverGoBack() async throws {
    // Given a file store
    let file = file
    let store = try await FileStore<Item>.open(at: file)

    // When sixteen tasks each commit an item and save at once
    let missingAfterSave = try await withThrowingTaskGroup(of: Int?.self) { group in
      for id in 1...16 {
        group.addTask {
          try store.upsert(Item(id, "item \(id)"))
          try await store.save()
          // Then, once its save returns, the file holds its item
          return try Self.savedIDs(in: file).contains(id) ? nil : id
        }
      }
      return try await group.reduce(into: []) { missing, id in missing += id.map { [$0] } ?? [] }
    }

    // And after every save the file holds all of them
    #expect(missingAfterSave.isEmpty)
    #expect(try Self.savedIDs(in: file) == Set(1...16))
  }

  @Test func aSaveWithNothingNewLeavesTheFileAlone() async throws {
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(Item(1, "a"))
    try await store.save()
    let written = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]

    try await store.save()

    let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
    #expect(after as? Int == written as? Int)
  }

  @Test(arguments: [0o600, 0o640, 0o664])
  func aSaveKeepsTheFilesPermissions(mode: Int) async throws {
    // Given a store file (an empty one is created at open) its owner made private
    _ = try await FileStore<Item>.open(at: file)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)

    // When a store saves over it
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(Item(2, "b"))
    try await store.save()

    // Then the new file has the same permissions
    let saved = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(saved[.posixPermissions] as? Int == mode)
    #expect(try Self.savedIDs(in: file) == [2])
  }

  @Test func aSaveThroughALinkWritesItsTargetAndTheLinkStaysALink() async throws {
    // Given a store file in a folder, and a relative link to it
    let folder = try directory.folder("data")
    let target = folder.appending(path: "items.json")
    _ = try await FileStore<Item>.open(at: target)
    try FileManager.default.createSymbolicLink(
      atPath: file.path, withDestinationPath: "data/items.json")

    // When a store opened through the link saves twice
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(Item(2, "b"))
    try await store.save()
    try store.upsert(Item(3, "c"))
    try await store.save()

    // Then the link is unchanged, the target holds the saves, and nothing is left beside either
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: file.path)
    #expect(destination == "data/items.json")
    #expect(try Self.savedIDs(in: target) == [2, 3])
    #expect(try directory.contents(of: folder) == ["items.json"])
    #expect(try directory.names() == ["data", "items.json"])
  }

  @Test func aLinkToAMissingFileCreatesItsTarget() async throws {
    let target = directory.file("real.json")
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target.path)

    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(Item(1, "a"))
    try await store.save()

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == target.path)
    #expect(try Self.savedIDs(in: target) == [1])
  }

  /// The ids in the store file, read as plain JSON.
  static func savedIDs(in file: URL) throws -> Set<Int> {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    let entities = (object as? [String: Any])?["entities"] as? [[String: Any]] ?? []
    return Set(entities.compactMap { $0["id"] as? Int })
  }
}
