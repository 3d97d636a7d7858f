import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// How a file store saves: one save at a time without a lock across the disk work, never an
/// older state over a newer one.
@Suite("File store saving", .timeLimit(.minutes(1)))
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

  /// The ids in the store file, read as plain JSON.
  static func savedIDs(in file: URL) throws -> Set<Int> {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    let entities = (object as? [String: Any])?["entities"] as? [[String: Any]] ?? []
    return Set(entities.compactMap { $0["id"] as? Int })
  }
}
