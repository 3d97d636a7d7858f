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

  @Test func aFallbackThatCannotBeWrittenSaysNothingWasKept() async throws {
    // Given a store whose file is deleted, and every name a fallback could take already used
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(Item(1, "one"))
    try await store.save()
    try FileManager.default.removeItem(at: file)
    for attempt in 1...100 {
      let name = "w.json.unsaved-\(getpid())" + (attempt > 1 ? "-\(attempt)" : "")
      try Data().write(to: directory.file(name))
    }

    // When it saves a change
    try store.upsert(Item(2, "two"))
    let error = await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }

    // Then the words say nothing was kept, and claim no file holds anything
    guard case .notKept(file: file.path, rewritten: false, _) = error else {
      Issue.record("expected notKept, got \(String(describing: error))")
      return
    }
    let words = error?.description ?? ""
    #expect(words.contains("was deleted or replaced since this app opened it"))
    #expect(words.contains("nothing was kept"), "\(words)")
    #expect(!words.contains("still holds"))
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

  @Test func aFileRewrittenInPlaceKeepsTheOutsideEditAndTheStoreIsKeptBesideIt() async throws {
    // Given a store holding a saved item
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(Item(1, "a"))
    try await store.save()
    let inode = try Self.inode(file)

    // When another program writes the file in place (`echo ... > w.json`: same file)
    let outside = Data(#"{"entities":[{"group":0,"id":9,"name":"outside"}],"version":1}"#.utf8)
    try Self.rewriteInPlace(file, with: outside)
    #expect(try Self.inode(file) == inode)
    // And the store saves a new item
    try store.upsert(Item(2, "b"))
    let error = await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }

    // Then the outside edit is still in the file, and the store's items are beside it
    let kept = directory.file("w.json.unsaved-\(getpid())")
    #expect(error == .rewrittenOnDisk(file: file.path, keptAt: kept.path))
    #expect(try Data(contentsOf: file) == outside)
    #expect(try await Self.items(in: kept) == [Item(1, "a"), Item(2, "b")])
  }

  @Test func aRewriteOfTheSameSizeWithItsTimeSetBackIsSeenByItsChangeTime() async throws {
    // Given a store opened on a file of one item, and that file's times
    let original = Data(#"{"entities":[{"group":0,"id":1,"name":"q"}],"version":1}"#.utf8)
    try original.write(to: file)
    let store = try await FileStore<Item>.open(at: file)
    var before = stat()
    #expect(stat(file.path, &before) == 0)

    // When another program writes as many bytes in place, then sets its time back (`touch -d`,
    // or a copy that keeps times): only the change time, which nothing can set, moved
    var edited = original
    edited[edited.firstIndex(of: UInt8(ascii: "q"))!] = UInt8(ascii: "z")
    try Self.rewriteInPlace(file, with: edited)
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    try store.upsert(Item(2, "b"))

    // Then the save keeps the edit and goes beside it
    let error = await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }
    let kept = directory.file("w.json.unsaved-\(getpid())")
    #expect(error == .rewrittenOnDisk(file: file.path, keptAt: kept.path))
    #expect(try Data(contentsOf: file) == edited)
  }

  @Test func aRewriteOfTheSameSizeIsSeenByItsModificationTime() async throws {
    // Given a store opened on a file of one item
    let original = Data(#"{"entities":[{"group":0,"id":1,"name":"q"}],"version":1}"#.utf8)
    try original.write(to: file)
    let store = try await FileStore<Item>.open(at: file)

    // When another program writes as many bytes in place, at another time
    var edited = original
    edited[edited.firstIndex(of: UInt8(ascii: "q"))!] = UInt8(ascii: "z")
    try Self.rewriteInPlace(file, with: edited)
    var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    try store.upsert(Item(2, "b"))

    // Then the save keeps the edit and goes beside it
    let error = await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }
    let kept = directory.file("w.json.unsaved-\(getpid())")
    #expect(error == .rewrittenOnDisk(file: file.path, keptAt: kept.path))
    #expect(try Data(contentsOf: file) == edited)
  }

  @Test func aFileDeletedAfterTheLastSaveIsKeptBesideItByTheNextSave() async throws {
    // Given a store whose last change was saved
    let store = try await FileStore<Item>.open(at: file)
    try store.upsert(Item(1, "alpha4"))
    try await store.save()

    // When the file is deleted, and the store saves again with nothing new (as at quit)
    try FileManager.default.removeItem(at: file)
    let error = await #expect(throws: FileStore<Item>.Failure.self) { try await store.save() }

    // Then what it holds is written beside the path, and the failure says where
    let kept = directory.file("w.json.unsaved-\(getpid())")
    #expect(error == .replacedOnDisk(file: file.path, keptAt: kept.path))
    #expect(try await Self.items(in: kept) == [Item(1, "alpha4")])
    #expect(try directory.names() == ["w.json.unsaved-\(getpid())"])
  }

  @Test func theRewriteMessageSaysTheEditWasLeftAndWhereTheDataWent() {
    let failure = FileStore<Item>.Failure.rewrittenOnDisk(
      file: "w.json", keptAt: "w.json.unsaved-7")

    #expect(
      failure.description
        == "The store file w.json was changed by another program since this app last read or "
        + "saved it, so saving there would undo that change. It was left as it is; what this app "
        + "holds was saved to w.json.unsaved-7 instead.")
  }

  @Test func theMessageSaysThePathWasLeftAndWhereTheDataWent() {
    let failure = FileStore<Item>.Failure.replacedOnDisk(file: "w.json", keptAt: "w.json.unsaved-7")

    #expect(
      failure.description
        == "The store file w.json was deleted or replaced since this app opened it, so saving "
        + "there could overwrite another's data. It was left as it is; what this app holds was "
        + "saved to w.json.unsaved-7 instead.")
  }

  /// Writes `data` into the file at `url` itself, as a shell's `>` does: same inode, truncated.
  static func rewriteInPlace(_ url: URL, with data: Data) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: data)
  }

  /// The inode `url` names.
  static func inode(_ url: URL) throws -> UInt64 {
    var info = stat()
    try #require(stat(url.path, &info) == 0)
    return UInt64(info.st_ino)
  }

  /// The items a store file holds, read by a store of their own (released before returning).
  static func items(in url: URL) async throws -> [Item] {
    try await FileStore<Item>.open(at: url).fetchAll()
  }
}
