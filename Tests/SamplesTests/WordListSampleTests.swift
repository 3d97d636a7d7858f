import Foundation
import TestSupport
import Testing

/// WordList as a newcomer runs it: the built executable, driven by piped scripts, with a memory
/// store and with a file that must survive restarts and a SIGKILL at any moment.
@Suite("WordList sample, end to end", .serialized)
struct WordListSampleTests {
  static let tour = """
    add Avocado
    group letter
    search AP
    search
    rename 3 Zebra
    delete 1
    sort added desc
    churn 12
    next
    fly
    help
    quit
    """

  @Test func aScriptedTourMatchesTheTranscript() async throws {
    let run = try await SampleProcess.run(
      "WordList", ["--width", "70", "--height", "14"], input: Self.tour)

    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    assertSnapshot(run.output, named: "wordlist-tour")
  }

  @Test func wordsInAFileAreThereAtTheNextStart() async throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "words.json").path

    let first = try await SampleProcess.run(
      "WordList", ["--store", "file", file], input: "add Kumquat\nadd Lime\ndelete 1\nquit\n")
    let second = try await SampleProcess.run(
      "WordList", ["--store", "file", file], input: "quit\n")

    #expect(first.status == 0, "stderr: \(first.errors)")
    #expect(second.output.hasPrefix("Words · 1 in 1 section"))
    #expect(second.output.contains("  1  Lime"))
  }

  @Test func aCorruptFileIsMovedAsideAndNamed() async throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "words.json")
    try Data("{\"version\": 1, \"entit".utf8).write(to: file)

    let run = try await SampleProcess.run(
      "WordList", ["--store", "file", file.path], input: "quit\n")

    #expect(run.status == 1)
    #expect(run.errors.contains("The store file \(file.path) is not a valid store"))
    #expect(run.errors.contains("moved aside"))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.count == 1)
    #expect(names.first?.hasPrefix("words.json.corrupt-") == true)
  }

  @Test func killedDuringChurnItRestartsWithTheLastSavedState() async throws {
    // Given a file store
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "words.json")
    let store = ["--store", "file", file.path]
    _ = try await SampleProcess.run("WordList", store, input: "add alpha\nadd beta\nquit\n")

    for round in 1...3 {
      // When a churn that saves after every change is killed part way, mid-save as likely as not
      let churning = try RunningSample("WordList", store + ["--seed", "\(round)"])
      churning.send("churn 100000")
      try await churning.waitForOutput(containing: "churn · 100 of 100,000 saved")
      await churning.kill()
      #expect(churning.wasKilled)

      // Then the next start reads the last saved state without a word of complaint
      let words = try Self.savedWordCount(file)
      let restart = try await SampleProcess.run(
        "WordList", store + ["--width", "100"], input: "quit\n")
      #expect(restart.status == 0, "round \(round): \(restart.errors)")
      #expect(restart.errors.isEmpty)
      #expect(restart.output.hasPrefix("Words · \(words) in"), "round \(round)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["words.json"])
    }
  }

  @Test func helpFlagPrintsUsage() async throws {
    let run = try await SampleProcess.run("WordList", ["--help"])

    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Usage: WordList [--store memory|file PATH|sqlite PATH]"))
  }

  @Test func aBadStoreFlagExitsWithUsageError() async throws {
    let run = try await SampleProcess.run("WordList", ["--store", "disk"])

    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("--store takes memory, file PATH or sqlite PATH, not 'disk'."))
  }

  static func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "slim-wordlist-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// How many words the store file holds, read as plain JSON.
  static func savedWordCount(_ file: URL) throws -> Int {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    return ((object as? [String: Any])?["entities"] as? [Any])?.count ?? -1
  }
}
