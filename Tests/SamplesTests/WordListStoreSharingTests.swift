import Foundation
import TestSupport
import Testing

/// Two WordList processes and one store file: the second is refused at start, so neither can
/// silently undo the other's acknowledged saves, and the file is free again once the first ends,
/// however it ends.
@Suite("WordList store shared by two processes", .serialized)
struct WordListStoreSharingTests {
  @Test func aSecondProcessIsRefusedAndTheFirstKeepsEveryWord() async throws {
    // Given WordList running on a store file, which it has saved (so replaced) once already
    let directory = try ScratchDirectory()
    let file = directory.file("words.json").path
    let first = try RunningSample("WordList", ["--store", "file", file])
    first.send("add first0")
    try await first.waitForOutput(containing: "add \"first0\": 1 section inserted")

    // When a second WordList starts on the same file and tries to add words
    let second = try await SampleProcess.run(
      "WordList", ["--store", "file", file], input: Self.adds("second", 40) + "quit\n")

    // Then it is refused at once, saying who holds the file, and acknowledges nothing
    #expect(second.status == 1)
    #expect(
      second.errors
        == "\(file) is in use by process \(first.processIdentifier); use another file or close it.\n"
    )
    #expect(!second.output.contains("inserted"))

    // And every word the first one acknowledged is in the file when it ends
    first.send(Self.adds("first", 40) + "quit")
    #expect(try await first.finish() == 0)
    let acknowledged = first.printed.split(separator: "\n").filter {
      $0.hasPrefix("add \"first") && $0.contains("inserted")
    }
    #expect(acknowledged.count == 41)
    #expect(try WordListSampleTests.savedWordCount(URL(fileURLWithPath: file)) == 41)
  }

  @Test func afterTheFirstEndsASecondProcessAddsToWhatItSaved() async throws {
    let directory = try ScratchDirectory()
    let file = directory.file("words.json")
    let store = ["--store", "file", file.path]

    let first = try await SampleProcess.run("WordList", store, input: Self.adds("first", 40))
    let second = try await SampleProcess.run("WordList", store, input: Self.adds("second", 40))

    #expect(first.status == 0, "\(first.errors)")
    #expect(second.status == 0, "\(second.errors)")
    #expect(try WordListSampleTests.savedWordCount(file) == 80)
  }

  @Test func aKilledProcessLeavesTheFileFreeForTheNext() async throws {
    // Given WordList holding a store file with a saved word
    let directory = try ScratchDirectory()
    let file = directory.file("words.json")
    let store = ["--store", "file", file.path]
    let first = try RunningSample("WordList", store)
    first.send("add kept")
    try await first.waitForOutput(containing: "add \"kept\": 1 section inserted")

    // When it is killed, as a crash would
    await first.kill()

    // Then the next start opens the file, with the word
    let next = try await SampleProcess.run("WordList", store, input: "quit\n")
    #expect(next.status == 0, "\(next.errors)")
    #expect(next.output.contains("kept"))
  }

  /// `count` lines adding words named after `writer`, each different.
  static func adds(_ writer: String, _ count: Int) -> String {
    (1...count).map { "add \(writer)\($0)\n" }.joined()
  }
}
