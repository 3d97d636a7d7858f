import DataEngine

#if SQLite
  import Foundation
  import LocalServices
  import Models
  import TestSupport
  import Testing

  /// A database, its write-ahead log or the log's index deleted or replaced while a store has
  /// them open. SQLite goes on writing through its open files, into a log no reader will see
  /// or beside a database that is not its own; the store sees it at its next save, writes
  /// everything it holds to a database beside the path instead, and says so.
  @Suite("SQLite store, files changed while open", .timeLimit(.minutes(10)))
  struct SQLiteStoreFilesChangedTests {
    let directory: ScratchDirectory
    let file: URL
    /// Where the store's items go once its files are no longer its own.
    let kept: URL

    init() throws {
      directory = try ScratchDirectory()
      file = directory.file("items.db")
      kept = directory.file("items.db.unsaved-\(getpid())")
    }

    @Test func theLogAndItsIndexDeletedKeepEveryAcknowledgedItemBeside() async throws {
      // Given a store that saved "one", which is in its log
      let store = try await storeHoldingOne()

      // When the log and its index are deleted, and "two" is added and saved
      try remove("items.db-wal", "items.db-shm")
      try store.upsert(Item(2, "two"))
      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) { try await store.save() }

      // Then both are in a database beside the path, and the failure says what happened
      #expect(
        error
          == .changedOnDisk(
            file: file.path, change: .sidecarDeleted(file: file.path + "-wal"),
            keptAt: kept.path))
      #expect(try await Self.items(in: kept) == [Item(1, "one"), Item(2, "two")])
    }

    @Test func allThreeFilesDeletedLeaveTheItemsBesideAndNothingElse() async throws {
      let store = try await storeHoldingOne()

      try remove("items.db", "items.db-wal", "items.db-shm")
      try store.upsert(Item(2, "two"))
      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) { try await store.save() }

      #expect(error == .changedOnDisk(file: file.path, change: .deleted, keptAt: kept.path))
      #expect(try directory.names() == [kept.lastPathComponent])
      #expect(try await Self.items(in: kept) == [Item(1, "one"), Item(2, "two")])
    }

    @Test func theDatabaseAloneDeletedLeavesNoOrphanLogBehind() async throws {
      let store = try await storeHoldingOne()

      try remove("items.db")
      try store.upsert(Item(2, "two"))
      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) { try await store.save() }

      // The log and index were the deleted database's: any database made at the path later
      // would read them as its own
      #expect(error == .changedOnDisk(file: file.path, change: .deleted, keptAt: kept.path))
      #expect(try directory.names() == [kept.lastPathComponent])
      #expect(try await Self.items(in: kept) == [Item(1, "one"), Item(2, "two")])
    }

    @Test func anotherDatabaseMovedIntoThePathIsNotReadThroughThisOnesLog() async throws {
      // Given a store that saved "one", and another store's database, closed
      let store = try await storeHoldingOne()
      let other = directory.file("other.db")
      do {
        let second = try await SQLiteStore<Item>.open(at: other)
        try second.upsert(Item(9, "other's"))
        try await second.save()
      }
      let bytes = try Data(contentsOf: other)

      // When it is moved over the first's database, and the first saves "two"
      try #require(rename(other.path, file.path) == 0)
      try store.upsert(Item(2, "two"))
      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) { try await store.save() }

      // Then the moved database is untouched, with no log of the first's beside it, and reads
      // as itself; the first's items are beside it
      #expect(error == .changedOnDisk(file: file.path, change: .replaced, keptAt: kept.path))
      #expect(try Data(contentsOf: file) == bytes)
      #expect(try directory.names() == ["items.db", kept.lastPathComponent])
      #expect(try await Self.items(in: file) == [Item(9, "other's")])
      #expect(try await Self.items(in: kept) == [Item(1, "one"), Item(2, "two")])
    }

    @Test func filesDeletedAfterTheLastSaveAreSeenByASaveWithNothingNew() async throws {
      // Given a store whose last change was saved
      let store = try await storeHoldingOne()

      // When its files are deleted and it saves with nothing new, as when quitting
      try remove("items.db", "items.db-wal", "items.db-shm")
      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) { try await store.save() }

      // Then what it holds is beside the path, and later saves keep it there
      #expect(error == .changedOnDisk(file: file.path, change: .deleted, keptAt: kept.path))
      try store.upsert(Item(3, "three"))
      await #expect(throws: SQLiteStore<Item>.Failure.self) { try await store.save() }
      #expect(try directory.names() == [kept.lastPathComponent])
      #expect(try await Self.items(in: kept) == [Item(1, "one"), Item(3, "three")])
    }

    @Test func logFilesThatCouldNotBeRemovedAreSaidToRemain() {
      typealias Failure = SQLiteStore<Item>.Failure
      let words = Failure.notKept(
        file: "w.db", change: .deleted, reason: "disk full", logsLeft: ["w.db-wal", "w.db-shm"]
      ).description

      #expect(!words.contains("were removed"), "\(words)")
      #expect(words.contains("could not be removed and remain (w.db-wal, w.db-shm)"))
      #expect(words.contains("nothing was kept"))
    }

    @Test func theMessagesNameTheFileWhatHappenedAndWhereTheItemsWent() {
      typealias Failure = SQLiteStore<Item>.Failure
      #expect(
        Failure.changedOnDisk(file: "w.db", change: .sidecarDeleted(file: "w.db-wal"), keptAt: "k")
          .description
          == "The store file w.db lost its write-ahead log w.db-wal, deleted while this app had "
          + "it open, so saving there could lose changes or damage another's data. It was left "
          + "as it is. Everything this app holds was saved to k instead, a SQLite store of its "
          + "own.")
      #expect(
        Failure.changedOnDisk(file: "w.db", change: .replaced, keptAt: "k").description
          == "The store file w.db was replaced by another file while this app had it open, so "
          + "saving there could lose changes or damage another's data. It was left as it is, and "
          + "this app's write-ahead log files beside it were removed, so no database put there "
          + "reads them. Everything this app holds was saved to k instead, a SQLite store of its "
          + "own.")
    }

    /// A store that has saved Item 1, "one".
    private func storeHoldingOne() async throws -> SQLiteStore<Item> {
      let store = try await SQLiteStore<Item>.open(at: file)
      try store.upsert(Item(1, "one"))
      try await store.save()
      #expect(try directory.names() == ["items.db", "items.db-shm", "items.db-wal"])
      return store
    }

    /// Deletes the files `names` in the scratch directory, as `rm` would.
    private func remove(_ names: String...) throws {
      for name in names { try FileManager.default.removeItem(at: directory.file(name)) }
    }

    /// The items the database at `url` holds, read by a store of their own.
    static func items(in url: URL) async throws -> [Item] {
      try await SQLiteStore<Item>.open(at: url).fetchAll()
    }
  }
#endif
