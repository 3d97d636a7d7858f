import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// What only a file store must do: save atomically, and never lose or overwrite a file it could
/// not read.
@Suite("File store", .timeLimit(.minutes(10)))
struct FileStoreTests {
  let directory: ScratchDirectory
  let file: URL
  static let noon = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15 15:06:40 UTC

  init() throws {
    directory = try ScratchDirectory()
    file = directory.file("items.json")
  }

  @Test func aSaveLeavesOnlyTheStoreFile() async throws {
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(contentsOf: (1...50).map { Item($0, "item \($0)") })

    try await store.save()
    try store.delete(id: 1)
    try await store.save()

    #expect(try directory.names() == ["items.json"])
  }

  @Test func aMissingFileOpensEmptyAndIsCreatedAtOnce() async throws {
    let store = try await FileStore<Item>.open(at: file)
    #expect(try store.fetchAll().isEmpty)
    #expect(try directory.names() == ["items.json"])
    #expect(try String(contentsOf: file, encoding: .utf8) == #"{"entities":[],"version":1}"#)

    try store.upsert(Item(1, "a"))
    try await store.save()

    #expect(try directory.names() == ["items.json"])
    #expect(try await FileStore<Item>.open(at: file).fetchAll() == [Item(1, "a")])
  }

  @Test(arguments: [
    ("{\"version\": 1, \"entities\": [", "unreadable JSON"),
    ("", "the file is empty"),
    ("{\"version\": 1, \"entities\": [{\"id\": 1}]}", "missing 'name' at entities.0"),
  ])
  func aCorruptFileIsMovedAsideWithAClearError(contents: String, reason: String) async throws {
    // Given a file that is not a valid store
    try Data(contents.utf8).write(to: file)

    // When it is opened
    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file, now: { Self.noon })
    }

    // Then the error names the file, the problem and where it went, and the bytes are kept
    let aside = directory.file("items.json.corrupt-20250615T150640Z")
    #expect(error == .corrupt(file: file.path, reason: reason, movedTo: aside.path))
    let description = try #require(error?.description)
    #expect(description.contains(file.path))
    #expect(description.contains("moved aside"))
    #expect(try Data(contentsOf: aside) == Data(contents.utf8))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func afterACorruptFileTheNextOpenStartsEmptyAndKeepsBothCopies() async throws {
    try Data("garbage".utf8).write(to: file)
    _ = try? await FileStore<Item>.open(at: file, now: { Self.noon })
    try Data("more garbage".utf8).write(to: file)
    _ = try? await FileStore<Item>.open(at: file, now: { Self.noon })

    let store = try await FileStore<Item>.open(at: file)

    #expect(try store.fetchAll().isEmpty)
    #expect(
      try directory.names() == [
        "items.json", "items.json.corrupt-20250615T150640Z",
        "items.json.corrupt-20250615T150640Z-2",
      ])
  }

  @Test func aFileThatCannotBeReadIsLeftAsItIs() async throws {
    // Given a directory where the store file should be
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file)
    }

    guard case .unreadable(let path, let reason) = error else {
      Issue.record("expected unreadable, got \(String(describing: error))")
      return
    }
    #expect(path == file.path)
    #expect(reason.lowercased().contains("directory"))
    #expect(error?.description.contains("left as it is") == true)
    #expect(try directory.names() == ["items.json"])
  }

  @Test(.enabled(if: getuid() != 0, "permissions do not stop root"))
  func aFileWithoutReadPermissionIsLeftAsItIs() async throws {
    try Data("{}".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)

    await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file)
    }
    #expect(try directory.names() == ["items.json"])
  }

  @Test func aFileFromANewerVersionIsRefusedAndKept() async throws {
    try Data("{\"version\": 2, \"entities\": []}".utf8).write(to: file)

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file)
    }

    #expect(error == .unsupportedVersion(file: file.path, version: 2))
    #expect(try directory.names() == ["items.json"])
  }

  @Test func leftoversOfAKilledSaveAreRemovedOnOpen() async throws {
    // Given a saved store and a half-written temporary file beside it
    let first = try await FileStore<Item>.open(at: file)
    try first.upsert(Item(1, "saved"))
    try await first.save()
    try Data("{\"version\": 1, \"entit".utf8).write(to: directory.file(".items.json.saving-99-1"))

    // When the store is opened again
    let second = try await FileStore<Item>.open(at: file)

    // Then it holds the last save and the leftover is gone
    #expect(try second.fetchAll() == [Item(1, "saved")])
    #expect(try directory.names() == ["items.json"])
  }

  @Test func aSaveWhoseFolderIsGoneSaysNothingWasKept() async throws {
    // Given a saved store whose directory then disappears, and the file with it
    let nested = directory.file("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: false)
    let store = try await FileStore<Item>.open(at: nested.appending(path: "items.json"))
    try store.upsert(Item(1, "a"))
    try FileManager.default.removeItem(at: nested)

    let error = await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }

    // Then it says the file went and nothing could be kept, never that the file holds anything
    guard case .notKept(let path, rewritten: false, _) = error else {
      Issue.record("expected notKept, got \(String(describing: error))")
      return
    }
    #expect(path.hasSuffix("nested/items.json"))
    #expect(error?.description.contains("nothing was kept") == true)
  }

  @Test func theFileIsReadableJSONInIdOrder() async throws {
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(contentsOf: [Item(2, "b"), Item(1, "a")])
    try await store.save()

    let text = try String(contentsOf: file, encoding: .utf8)

    #expect(
      text
        == #"{"entities":[{"group":0,"id":1,"name":"a"},{"group":0,"id":2,"name":"b"}],"version":1}"#
    )
  }
}
