import Foundation
import TestSupport
import Testing

/// The next start after a run that saved to `PATH.unsaved-PID` tells the person: where the
/// fallback is, how old, and how to use it, for both stores; it reads and changes nothing.
@Suite("A fallback left by an earlier run", .serialized, .timeLimit(.minutes(10)))
struct StoreFallbackNoticeTests {
  #if SQLite
    static let stores = [("file", "words.json"), ("sqlite", "words.db")]
  #else
    static let stores = [("file", "words.json")]
  #endif

  @Test(arguments: stores)
  func theNextStartSaysWhereItIsHowOldAndHowToUseIt(kind: String, name: String) async throws {
    // Given a store of one word, and a fallback an earlier run left beside it two hours ago
    let directory = try ScratchDirectory()
    let store = directory.file(name).path
    let first = try await SampleProcess.run(
      "WordList", ["--store", kind, store], input: "add apple\nquit\n")
    #expect(first.status == 0, "\(first.errors)")
    let fallback = try directory.file("\(name).unsaved-4242", Data("that run's store".utf8))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-2 * 3600)], ofItemAtPath: fallback.path)

    // When WordList starts again on the store
    let next = try await SampleProcess.run(
      "WordList", ["--store", kind, store], input: "quit\n")

    // Then it says so on standard error, and starts on the store as it was
    #expect(next.status == 0)
    #expect(
      next.errors.contains(
        "Note: \(fallback.path) was left by an earlier run (process 4242, 2 h ago) that could "
          + "not save to \(store)"), "\(next.errors)")
    #expect(next.errors.contains("mv '\(fallback.path)' '\(store)'"))
    #expect(next.errors.contains("--store \(kind) '\(fallback.path)'"))
    #expect(next.output.contains("1 in 1 section"), "\(next.output)")
    // And the fallback is as it was
    #expect(try Data(contentsOf: fallback) == Data("that run's store".utf8))
  }
}
