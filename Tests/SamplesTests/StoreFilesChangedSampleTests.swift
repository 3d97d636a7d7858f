import DataEngine
import FixtureBackend
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// A store's files changed by another program while a sample runs, as real processes: written
/// in place, deleted after the last change, or (SQLite) the database, its log or its index
/// deleted or replaced. Every acknowledged change ends up somewhere the person is told of, and
/// the sample exits with 1.
@Suite("Store files changed while a sample runs", .serialized)
struct StoreFilesChangedSampleTests {
  @Test func aFileStoreRewrittenInPlaceKeepsTheOutsideEdit() async throws {
    // Given WordList holding a store file with a saved word
    let directory = try ScratchDirectory()
    let file = directory.file("w.json")
    let running = try RunningSample("WordList", ["--store", "file", file.path])
    running.send("add pear")
    try await running.waitForOutput(containing: "add \"pear\": 1 section inserted")

    // When another program writes the file in place (`echo ... > w.json`), and a word is added
    let outside = Data(#"{"entities":[{"id":77,"text":"outside"}],"version":1}"#.utf8)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: outside)
    try handle.close()
    running.send("add plum")
    running.send("quit")

    // Then the edit is still in the file, the words are beside it, and the exit says so
    #expect(try await running.finish() == 1)
    #expect(try Data(contentsOf: file) == outside)
    let kept = try WordListStoreReplacedTests.savedWords(directory.only(prefix: "w.json.unsaved-"))
    #expect(kept.contains("pear") && kept.contains("plum"))
  }

  @Test func aFileStoreDeletedAfterTheLastChangeIsWrittenBesideAtQuit() async throws {
    // Given WordList that has saved its last change
    let directory = try ScratchDirectory()
    let file = directory.file("w.json")
    let running = try RunningSample("WordList", ["--store", "file", file.path])
    running.send("add alpha4")
    try await running.waitForOutput(containing: "add \"alpha4\": 1 section inserted")

    // When the file is deleted, and WordList quits with nothing new
    try FileManager.default.removeItem(at: file)
    running.send("quit")

    // Then the words are beside the path, and it exits with 1
    #expect(try await running.finish() == 1)
    let kept = try WordListStoreReplacedTests.savedWords(directory.only(prefix: "w.json.unsaved-"))
    #expect(kept.contains("alpha4"))
  }

  #if SQLite
    /// What another program does to the database's files while WordList runs.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
      case logAndIndexDeleted, allDeleted, databaseDeleted, anotherMovedIn
      var testDescription: String { rawValue }
    }

    @Test(arguments: Change.allCases)
    func aSQLiteStoreKeepsEveryAcknowledgedWordWhenItsFilesChange(_ change: Change) async throws {
      // Given WordList on a database, with "one" acknowledged
      let directory = try ScratchDirectory()
      let file = directory.file("words.db")
      let other = directory.file("other.db")
      let running = try RunningSample("WordList", ["--store", "sqlite", file.path])
      running.send("add one")
      try await running.waitForOutput(containing: "add \"one\": 1 section inserted")

      // When its files change, and "two" is added and acknowledged, and it quits
      switch change {
      case .logAndIndexDeleted: try Self.remove(file, "-wal", "-shm")
      case .allDeleted: try Self.remove(file, "", "-wal", "-shm")
      case .databaseDeleted: try Self.remove(file, "")
      case .anotherMovedIn:
        // A database closed by its store, so it is whole in one file
        do {
          let store = try await SQLiteStore<Word>.open(at: other)
          try store.upsert(Word(id: 1, text: "other"))
          try await store.save()
        }
        try #require(try directory.names().filter { $0.hasPrefix("other.db") } == ["other.db"])
        try #require(rename(other.path, file.path) == 0)
      }
      running.send("add two")
      running.send("quit")

      // Then it exits with 1, and both words are in a database beside the path
      #expect(try await running.finish() == 1, "\(change)")
      let kept = try directory.only(prefix: "words.db.unsaved-")
      switch change {
      case .logAndIndexDeleted: break
      case .allDeleted, .databaseDeleted:
        // No log or index of the deleted database is left for a new one at the path to read
        #expect(try directory.names() == [kept.lastPathComponent], "\(change)")
      case .anotherMovedIn:
        // And the database moved in reads as itself, with no log of WordList's beside it
        #expect(try directory.names() == ["words.db", kept.lastPathComponent])
        let moved = try await SQLiteStore<Word>.open(at: file).fetchAll().map(\.text)
        #expect(moved == ["other"])
      }
      let words = try await SQLiteStore<Word>.open(at: kept).fetchAll().map(\.text)
      #expect(words.sorted() == ["one", "two"], "\(change)")
    }

    @Test func theGalleryKeepsItsPhotosWhenItsFilesAreDeletedBeforeARefresh() async throws {
      // Given a Gallery that kept three photos in a database
      let directory = try ScratchDirectory()
      let file = directory.file("photos.db")
      let server = try FixtureServer.start(
        dataset: FixtureDataset(seed: 9, userCount: 1, albumsPerUser: 1, photosPerAlbum: 3))
      defer { server.stop() }
      let running = try RunningSample(
        "Gallery", ["--store", "sqlite", file.path, "--base-url", server.baseURL.absoluteString])
      try await running.waitForOutput(containing: "Photos · 3 shown")

      // When its files are deleted, and it refreshes and quits
      try Self.remove(file, "", "-wal", "-shm")
      running.send("refresh")
      running.send("quit")

      // Then it exits with 1, and the photos are in a database beside the path
      #expect(try await running.finish() == 1)
      let kept = try directory.only(prefix: "photos.db.unsaved-")
      #expect(try await SQLiteStore<Photo>.open(at: kept).fetchAll().count == 3)
    }

    /// Deletes `file` followed by each of `suffixes`, as `rm` would.
    static func remove(_ file: URL, _ suffixes: String...) throws {
      for suffix in suffixes { try FileManager.default.removeItem(atPath: file.path + suffix) }
    }
  #endif
}

extension ScratchDirectory {
  /// The one file here whose name begins with `prefix`.
  fileprivate func only(prefix: String) throws -> URL {
    let names = try names().filter { $0.hasPrefix(prefix) }
    try #require(names.count == 1, "expected one \(prefix)..., found \(names)")
    return file(names[0])
  }
}
