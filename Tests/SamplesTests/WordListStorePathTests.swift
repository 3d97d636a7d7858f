import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// WordList given a store path that is no plain file: it says so and exits at once, rather than
/// blocking on a pipe or reading a device forever.
@Suite("WordList store paths", .serialized)
struct WordListStorePathTests {
  @Test func aFIFOIsRefusedAtOnce() async throws {
    let directory = try ScratchDirectory()
    let fifo = directory.file("words.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)

    let run = try await SampleProcess.run(
      "WordList", ["--store", "file", fifo.path], input: "quit\n")

    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "The store path \(fifo.path) is a FIFO (named pipe), not a regular file"))
  }

  @Test func aLinkToDevZeroIsRefusedAtOnce() async throws {
    let directory = try ScratchDirectory()
    let link = directory.file("words.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")

    let run = try await SampleProcess.run(
      "WordList", ["--store", "file", link.path], input: "quit\n")

    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("The store path \(link.path) is a character device"))
  }

  @Test func aLinkedStoreIsSavedThroughTheLinkAndStaysPrivate() async throws {
    // Given a private store file reached through a link
    let directory = try ScratchDirectory()
    let target = directory.file("private.json")
    let link = directory.file("words.json")
    _ = try await SampleProcess.run("WordList", ["--store", "file", target.path], input: "quit\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)

    // When WordList adds a word through the link
    let run = try await SampleProcess.run(
      "WordList", ["--store", "file", link.path], input: "add Lime\nquit\n")

    // Then the link is still a link, its target holds the word, and is still private
    #expect(run.status == 0, "\(run.errors)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try WordListSampleTests.savedWordCount(target) == 1)
    let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
  }
}
