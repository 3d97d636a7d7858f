import DataEngine

#if SQLite
  import Foundation
  import LocalServices
  import Models
  import TestSupport
  import Testing

  /// What only a SQLite store must do: save the rows that changed and nothing else, in one
  /// transaction, and leave the file alone when a save has nothing to do.
  @Suite("SQLite store", .timeLimit(.minutes(10)))
  struct SQLiteStoreTests {
    let directory: ScratchDirectory
    let file: URL

    init() throws {
      directory = try ScratchDirectory()
      file = directory.file("items.db")
    }

    @Test func aMissingFileIsCreatedAtOnceAndOpensEmpty() async throws {
      let store = try await SQLiteStore<Item>.open(at: file)

      #expect(try store.fetchAll().isEmpty)
      #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aSaveWritesOnlyTheRowsCommittedSinceTheLastSave() async throws {
      // Given a saved store of a thousand items
      let store = try await SQLiteStore<Item>.open(at: file)
      try store.upsert(contentsOf: (1...1_000).map { Item($0, "item \($0)") })
      try await store.save()
      #expect(store.rowsWritten == 1_000)

      // When one item changes twice, one is deleted, one is re-upserted unchanged, and it saves
      try store.upsert(Item(5, "five"))
      try store.upsert(Item(5, "FIVE"))
      try store.delete(id: 6)
      try store.upsert(Item(7, "item 7"))
      try await store.save()

      // Then two rows were written, and the file holds exactly the state committed
      #expect(store.rowsWritten == 1_002)
      let reopened = try await SQLiteStore<Item>.open(at: file)
      #expect(try reopened.fetch(id: 5) == Item(5, "FIVE"))
      #expect(try reopened.fetch(id: 6) == nil)
      #expect(try reopened.fetchAll().count == 999)
    }

    @Test func aSaveWithNothingCommittedWritesNothing() async throws {
      let store = try await SQLiteStore<Item>.open(at: file)
      try store.upsert(Item(1, "a"))
      try await store.save()

      try await store.save()
      try store.upsert(Item(1, "a"))
      try await store.save()

      #expect(store.rowsWritten == 1)
    }

    @Test func closingFoldsTheLogIntoTheFile() async throws {
      do {
        let store = try await SQLiteStore<Item>.open(at: file)
        try store.upsert(contentsOf: (1...10).map { Item($0, "\($0)") })
        try await store.save()
        #expect(try directory.names().contains("items.db-wal"))
      }

      #expect(try directory.names() == ["items.db"])
      #expect(try await SQLiteStore<Item>.open(at: file).fetchAll().count == 10)
    }

    @Test func idsOfAnyCodableTypeAreKept() async throws {
      let store = try await SQLiteStore<Tag>.open(at: file)
      try store.upsert(contentsOf: [Tag(id: "b/c", count: 2), Tag(id: "a\"quoted\"", count: 1)])
      try store.delete(id: "b/c")
      try await store.save()

      #expect(
        try await SQLiteStore<Tag>.open(at: file).fetchAll() == [Tag(id: "a\"quoted\"", count: 1)])
    }

    /// An entity with a string id.
    struct Tag: StoreEntity {
      let id: String
      var count: Int
    }
  }
#endif
