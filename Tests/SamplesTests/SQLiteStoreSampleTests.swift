import DataEngine

#if SQLite
  import FixtureBackend
  import Foundation
  import LocalServices
  import Models
  import TestSupport
  import Testing

  /// The samples with `--store sqlite PATH`, as real processes: kept data shows at the next
  /// start, even offline; a second process is refused as with a file store; a SIGKILL in the
  /// middle of saving loses nothing acknowledged.
  @Suite("Samples with a SQLite store, end to end", .serialized)
  struct SQLiteStoreSampleTests {
    @Test func keptPhotosShowAtTheNextStartWithTheServerStopped() async throws {
      // Given a Gallery run that kept three photos in a database
      let directory = try ScratchDirectory()
      let store = ["--store", "sqlite", directory.file("photos.db").path]
      let server = try FixtureServer.start(
        dataset: FixtureDataset(seed: 9, userCount: 1, albumsPerUser: 1, photosPerAlbum: 3))
      let url = server.baseURL.absoluteString
      let first = try await SampleProcess.run(
        "Gallery", store + ["--base-url", url], input: "quit\n")
      #expect(first.output.hasPrefix("Photos · 3 shown in 1 section"), "\(first.errors)")

      // When the server is stopped and the Gallery starts again
      server.stop()
      let offline = try await SampleProcess.run(
        "Gallery", store + ["--base-url", url, "--width", "100"], input: "quit\n")

      // Then its first frame shows the kept photos, and says the refresh failed
      #expect(offline.status == 0, "\(offline.errors)")
      #expect(offline.output.hasPrefix("Photos · 3 shown in 1 section"))
      #expect(offline.output.contains("Refresh failed"))
    }

    @Test func aSecondProcessIsRefusedAsByTheFileStoreAndTheFirstKeepsEveryWord() async throws {
      // Given WordList running on a database, which it has saved to once already
      let directory = try ScratchDirectory()
      let file = directory.file("words.db")
      let first = try RunningSample("WordList", ["--store", "sqlite", file.path])
      first.send("add first0")
      try await first.waitForOutput(containing: "add \"first0\": 1 section inserted")

      // When a second WordList starts on the same file and tries to add words
      let second = try await SampleProcess.run(
        "WordList", ["--store", "sqlite", file.path],
        input: WordListStoreSharingTests.adds("second", 40) + "quit\n")

      // Then it is refused at once, in the file store's words, and acknowledges nothing
      #expect(second.status == 1)
      #expect(
        second.errors == "\(file.path) is in use by process \(first.processIdentifier); use "
          + "another file or close it.\n")
      #expect(!second.output.contains("inserted"))

      // And every word the first one acknowledged is in the database when it ends
      first.send(WordListStoreSharingTests.adds("first", 40) + "quit")
      #expect(try await first.finish() == 0)
      let words = try await Self.savedWords(file)
      #expect(words.count == 41)
      #expect(words.allSatisfy { $0.text.hasPrefix("first") })
    }

    @Test func killedDuringChurnItRestartsWithTheLastSavedState() async throws {
      // Given a database store
      let directory = try ScratchDirectory()
      let file = directory.file("words.db")
      let store = ["--store", "sqlite", file.path]
      _ = try await SampleProcess.run("WordList", store, input: "add alpha\nadd beta\nquit\n")

      for round in 1...3 {
        // When a churn that saves after every change is killed part way
        let churning = try RunningSample("WordList", store + ["--seed", "\(round)"])
        churning.send("churn 100000")
        try await churning.waitForOutput(containing: "churn · 100 of 100,000 saved")
        await churning.kill()
        #expect(churning.wasKilled)

        // Then the next start reads the last saved state without a word of complaint
        let words = try await Self.savedWords(file).count
        let restart = try await SampleProcess.run(
          "WordList", store + ["--width", "100"], input: "quit\n")
        #expect(restart.status == 0, "round \(round): \(restart.errors)")
        #expect(restart.errors.isEmpty)
        #expect(restart.output.hasPrefix("Words · \(words) in"), "round \(round)")
      }
    }

    /// The words a database holds, read by opening it as WordList does (and letting it go).
    @Test func aCleanQuitLeavesOneFileWhoseCopyHoldsEveryWord() async throws {
      // Given WordList on a database, two words added, then quit
      let directory = try ScratchDirectory()
      let file = directory.file("words.db")
      let run = try await SampleProcess.run(
        "WordList", ["--store", "sqlite", file.path], input: "add apple\nadd banana\nquit\n")
      #expect(run.status == 0, "\(run.errors)")

      // Then the log was folded into the database and SQLite's files beside it are gone
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
      #expect(files == ["words.db"])

      // And a copy of the one file, alone in another folder, holds every word
      let elsewhere = try ScratchDirectory()
      let copy = elsewhere.file("copy.db")
      try FileManager.default.copyItem(at: file, to: copy)
      let words = try await Self.savedWords(copy).map(\.text)
      #expect(Set(words).isSuperset(of: ["apple", "banana"]), "\(words)")
    }

    static func savedWords(_ file: URL) async throws -> [Word] {
      try await SQLiteStore<Word>.open(at: file).fetchAll()
    }
  }
#endif
