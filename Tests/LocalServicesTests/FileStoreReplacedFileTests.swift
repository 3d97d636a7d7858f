import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// The store file deleted or replaced while a store holds it: the path may now be another
/// process's store, whose acknowledged saves a rename over it would destroy. The save writes
/// nothing there; it keeps the data in a file beside it and says where.
@Suite("File store, file replaced while open", .timeLimit(.minutes(10)))
struct FileStoreReplacedFileTests {
  let directory: ScratchDirectory
  let file: URL

  init() throws {
    directory = try ScratchDirectory()
    file = directory.file("w.json")
  }

  @Test func aDeletedFileReopenedBySomeoneElseIsNotOverwritten() async throws {
    // Given a first store holding the file, which is then deleted
    let first = try await FileStore<Item>.open(at: file)
    try FileManager.default.removeItem(at: file)
    // And a second store opens a new file at the path and saves an acknowledged item there
    let second = try await FileStore<Item>.open(at: file)
    try second.upsert(Item(1, "acknowledged"))
    try await second.save()

    // When the first store saves
    try first.upsert(Item(2, "first's"))
    let error = await #expect(throws: FileStore<Item>.Failure.self) { try await first.save() }

    // Then the second's item is still there, and the first's data is kept beside it
    #expect(try await Self.items(in: file) == [Item(1, "acknowledged")])
    let kept = directory.file("w.json.unsaved-\(getpid())")
    #expect(error == .replacedOnDisk(file: file.path, keptAt: kept.path))
    #expect(try await Self.items(in: kept) == [Item(2, "first's")])
  }

  @Test func aFileMovedOverTheStoreIsNotOverwrittenAndLaterSavesKeepTheSameSideFile()
    async throws
  {
    let store = try await FileStore<Item>.open(at: file)
    let other = directory.file("other.json")
    try Data(#"{"entities":[],"version":1}"#.utf8).write(to: other)
    let bytes = try Data(contentsOf: other)
    // `mv other.json w.json`
    try #require(rename(other.path, file.path) == 0)

    try store.upsert(Item(1, "a"))
    await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }
    try store.upsert(Item(2, "b"))
    await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }

    #expect(try Data(contentsOf: file) == bytes)
    let kept = directory.file("w.json.unsaved-\(getpid())")
    #expect(try await Self.items(in: kept) == [Item(1, "a"), Item(2, "b")])
    #expect(try directory.names() == ["w.json", "w.json.unsaved-\(getpid())"])
  }

  @Test func theMessageSaysThePathWasLeftAndWhereTheDataWent() {
    let failure = FileStore<Item>.Failure.replacedOnDisk(file: "w.json", keptAt: "w.json.unsaved-7")

    #expect(
      failure.description
        == "The store file w.json was deleted or replaced since this app opened it, so saving "
        + "there could overwrite another's data. It was left as it is; what this app holds was "
        + "saved to w.json.unsaved-7 instead.")
  }

  /// The items a store file holds, read by a store of their own (released before returning).
  static func items(in url: URL) async throws -> [Item] {
    try await FileStore<Item>.open(at: url).fetchAll()
  }
}
