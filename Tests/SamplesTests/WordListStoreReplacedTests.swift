import Foundation
import TestSupport
import Testing

/// The store file deleted while WordList runs, and a second WordList acknowledging a word in a
/// new file at the path: the first's next save must not overwrite it. It keeps its words
/// beside the file instead, and `quit` then says changes were not saved and exits with 1.
@Suite("WordList store replaced while running", .serialized)
struct WordListStoreReplacedTests {
  @Test func aSecondWritersAcknowledgedWordSurvivesTheFirstsNextSave() async throws {
    // Given WordList holding a store file with a saved word
    let directory = try ScratchDirectory()
    let file = directory.file("w.json")
    let first = try RunningSample("WordList", ["--store", "file", file.path])
    first.send("add pear")
    try await first.waitForOutput(containing: "add \"pear\": 1 section inserted")

    // When the file is deleted and a second WordList adds a word to a new one at the path
    try FileManager.default.removeItem(at: file)
    let second = try await SampleProcess.run(
      "WordList", ["--store", "file", file.path], input: "add kiwi\nquit\n")
    #expect(second.status == 0, "\(second.errors)")

    // And the first adds another word and quits
    first.send("add plum")
    first.send("quit")
    let status = try await first.finish()

    // Then the second's word is in the file, the first's words beside it, and the first
    // reported the failed save and exited with 1
    #expect(status == 1)
    let words = try Self.savedWords(file)
    #expect(words.contains("kiwi") && !words.contains("plum"))
    let kept = try #require(
      try directory.names().first { $0.hasPrefix("w.json.unsaved-") })
    let keptWords = try Self.savedWords(directory.file(kept))
    #expect(keptWords.contains("pear") && keptWords.contains("plum"))
  }

  /// The texts of the words a store file holds.
  static func savedWords(_ file: URL) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    let entities = (object as? [String: Any])?["entities"] as? [[String: Any]] ?? []
    return entities.compactMap { $0["text"] as? String }
  }
}

/// `/dev/stdin` as a store, with input from a pipe: the message says what it is (a FIFO), not
/// "No such file or directory".
@Suite("WordList store on standard input", .serialized)
struct WordListStoreOnStandardInputTests {
  @Test func devStdinAsAStoreIsCalledAFIFO() async throws {
    let run = try await SampleProcess.run(
      "WordList", ["--store", "file", "/dev/stdin"], input: "quit\n")

    #expect(run.status == 1)
    #expect(
      run.errors
        == "The store path /dev/stdin is a FIFO (named pipe), not a regular file; a store is kept "
        + "in a regular file. It was left as it is; choose another path.\n")
  }
}
