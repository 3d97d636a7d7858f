import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// What a store path can be refused for at once, before a person types in changes no save
/// could keep, and what a save keeps of the file it replaces.
@Suite("File store access", .timeLimit(.minutes(10)))
struct FileStoreAccessTests {
  let directory: ScratchDirectory
  let file: URL

  init() throws {
    directory = try ScratchDirectory()
    file = directory.file("w.json")
  }

  @Test(.enabled(if: getuid() != 0, "permissions do not stop root"))
  func aFolderThatCannotBeWrittenIsRefusedAtOpen() async throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
    }

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file)
    }

    #expect(error == .directoryNotWritable(file: file.path, directory: directory.url.path))
  }

  @Test(.enabled(if: getuid() != 0, "permissions do not stop root"))
  func aReadOnlyFileSaysItIsNotWritableNotThatItIsUnreadable() async throws {
    try Data(#"{"entities":[],"version":1}"#.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file)
    }

    #expect(error == .notWritable(file: file.path))
    #expect(error?.description.contains("make it writable") == true)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "Linux's /proc"))
  func aLinkToAPipeLikeDevStdinSaysItIsAFIFO() async throws {
    // /dev/stdin is a link to /proc/self/fd/0, whose target readlink names "pipe:[…]".
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    let link = directory.file("stdin.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/proc/self/fd/\(ends[0])")

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: link)
    }

    #expect(error == .notARegularFile(file: link.path, kind: "a FIFO (named pipe)"))
  }

  @Test(.enabled(if: getuid() == 0, "only the superuser may give a file to another user"))
  func aSaveKeepsTheFilesOwnerAndGroup() async throws {
    // Given a file another user owns (given before the store opens it: a chown while it is
    // open moves the file's change time, which the store takes for an outside rewrite)
    try Data(#"{"entities":[],"version":1}"#.utf8).write(to: file)
    try #require(chown(file.path, 1234, 5678) == 0)
    let store = try await FileStore<Item>.open(at: file)

    try store.upsert(Item(1, "a"))
    try await store.save()

    var info = stat()
    try #require(stat(file.path, &info) == 0)
    #expect(info.st_uid == 1234)
    #expect(info.st_gid == 5678)
  }
}
