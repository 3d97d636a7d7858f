import DataEngine

#if SQLite
  import Foundation
  import LocalServices
  import Models
  import TestSupport
  import Testing

  /// A file that is not a store of this entity, at this schema, is refused with a message naming
  /// the file and the problem, and nothing in it is written.
  @Suite("SQLite store: files it refuses", .timeLimit(.minutes(10)))
  struct SQLiteStoreOpeningTests {
    let directory: ScratchDirectory
    let file: URL

    init() throws {
      directory = try ScratchDirectory()
      file = directory.file("items.db")
    }

    @Test(arguments: [
      ("not a database at all, just text\n", "file is not a database"),
      (String(repeating: "x", count: 8192), "file is not a database"),
    ])
    func aFileThatIsNotADatabaseIsRefusedAndKept(contents: String, reason: String) async throws {
      try Data(contents.utf8).write(to: file)

      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) {
        try await SQLiteStore<Item>.open(at: file)
      }

      #expect(error == .corrupt(file: file.path, reason: reason))
      #expect(error?.description.contains("It was left as it is") == true)
      #expect(try Data(contentsOf: file) == Data(contents.utf8))
      #expect(try directory.names() == ["items.db"])
    }

    @Test func aTruncatedDatabaseIsRefusedAndKept() async throws {
      // Given a saved store of many pages, cut short
      try await saveItems(2_000)
      let whole = try Data(contentsOf: file)
      let cut = whole.prefix(whole.count / 3)
      try cut.write(to: file)

      // When it is opened
      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) {
        try await SQLiteStore<Item>.open(at: file)
      }

      // Then it is called damaged, and its bytes are as they were
      guard case .corrupt(let named, _) = error else {
        Issue.record("expected a corrupt-file failure, got \(String(describing: error))")
        return
      }
      #expect(named == file.path)
      #expect(try Data(contentsOf: file) == cut)
    }

    @Test func aDatabaseOfAnotherApplicationIsRefusedAndKept() async throws {
      try await saveItems(3)
      try patchHeader(at: 68, to: 0x1234_5678)  // the application id
      let before = try Data(contentsOf: file)

      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) {
        try await SQLiteStore<Item>.open(at: file)
      }

      #expect(error == .foreign(file: file.path, holds: "it belongs to another application"))
      #expect(
        error?.description
          == "The store file \(file.path) is a SQLite database, but not a store of Items (it "
          + "belongs to another application). It was left as it is; choose another file.")
      #expect(try Data(contentsOf: file) == before)
      #expect(try directory.names() == ["items.db"])
    }

    @Test func aStoreOfAnotherEntityIsRefusedNamingWhatItHolds() async throws {
      try await saveItems(3)

      let error = await #expect(throws: SQLiteStore<Word>.Failure.self) {
        try await SQLiteStore<Word>.open(at: file)
      }

      #expect(error == .foreign(file: file.path, holds: "it holds Items"))
      #expect(try await SQLiteStore<Item>.open(at: file).fetchAll().count == 3)
    }

    @Test func aRowThatDoesNotDecodeIsRefusedWhenReadAndKept() async throws {
      // Given a store of Items, and an Item that has since gained a field the rows lack
      try await saveItems(3)
      let before = try Data(contentsOf: file)

      // When it is opened (which reads no row) and its rows are read
      let store = try await SQLiteStore<Priced.Item>.open(at: file)
      let error = #expect(throws: SQLiteStore<Priced.Item>.Failure.self) {
        try store.fetchAll()
      }

      // Then the read is refused, naming the row, and the file is as it was
      let reason = "a row holds no valid Item: missing 'price', row 1"
      #expect(error == .corrupt(file: file.path, reason: reason))
      #expect(try store.count(FetchDescriptor()) == 3)
      #expect(try Data(contentsOf: file) == before)
    }

    @Test func aRefusedFileOutsideWriteAheadModeKeepsEveryByteAndGetsNothingBeside() async throws {
      // Given a store of Items in the rollback journal's mode, as another SQLite program
      // leaves a file (header bytes 18 and 19, the file's read and write versions, are 1)
      try await saveItems(3)
      var legacy = try Data(contentsOf: file)
      legacy[18] = 1
      legacy[19] = 1
      try legacy.write(to: file)

      // When it is refused, as it holds another entity
      let error = await #expect(throws: SQLiteStore<Word>.Failure.self) {
        try await SQLiteStore<Word>.open(at: file)
      }

      // Then not a byte of it changed (checking it did not switch it to write-ahead mode),
      // and no log or index is left beside it
      guard case .foreign = error else {
        Issue.record("expected a foreign-file failure, got \(String(describing: error))")
        return
      }
      #expect(try Data(contentsOf: file) == legacy)
      #expect(try directory.names() == ["items.db"])
    }

    /// A second entity named `Item`, with a field the test's `Item` does not have.
    enum Priced {
      struct Item: StoreEntity {
        let id: Int
        let price: Int
      }
    }

    @Test func aNewerSchemaIsRefusedAndKept() async throws {
      try await saveItems(3)
      try patchHeader(at: 60, to: 3)  // the schema version
      let before = try Data(contentsOf: file)

      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) {
        try await SQLiteStore<Item>.open(at: file)
      }

      #expect(error == .unsupportedVersion(file: file.path, version: 3))
      #expect(
        error?.description
          == "The store file \(file.path) has schema version 3, newer than this app reads "
          + "(versions 1 to 2): a later version of the app saved it. It was left as it is.")
      #expect(try Data(contentsOf: file) == before)
    }

    @Test func aFIFOIsRefusedUnread() async throws {
      #expect(mkfifo(file.path, 0o600) == 0)

      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) {
        try await SQLiteStore<Item>.open(at: file)
      }

      #expect(error == .notARegularFile(file: file.path, kind: "a FIFO (named pipe)"))
    }

    @Test(.enabled(if: getuid() != 0, "permissions do not stop root"))
    func aReadOnlyFileIsRefusedSayingSo() async throws {
      try await saveItems(3)
      #expect(chmod(file.path, 0o444) == 0)

      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) {
        try await SQLiteStore<Item>.open(at: file)
      }

      #expect(error == .readOnly(file: file.path, what: "the file"))
    }

    @Test(.enabled(if: getuid() != 0, "permissions do not stop root"))
    func aReadOnlyFolderIsRefusedSayingSo() async throws {
      try await saveItems(3)
      #expect(chmod(directory.url.path, 0o555) == 0)
      defer { chmod(directory.url.path, 0o755) }

      let error = await #expect(throws: SQLiteStore<Item>.Failure.self) {
        try await SQLiteStore<Item>.open(at: file)
      }

      #expect(error == .readOnly(file: file.path, what: "its folder \(directory.url.path)"))
    }

    /// Saves items 1 through `count` to the file, and closes the store (which folds the
    /// write-ahead log into the file and removes it).
    private func saveItems(_ count: Int) async throws {
      let store = try await SQLiteStore<Item>.open(at: file)
      try store.upsert(contentsOf: (1...count).map { Item($0, "item \($0) of \(count)") })
      try await store.save()
    }

    /// Writes `value` as the big-endian 32-bit field at `offset` of the database header.
    private func patchHeader(at offset: Int, to value: UInt32) throws {
      #expect(try directory.names() == ["items.db"], "the log is folded into the file")
      var data = try Data(contentsOf: file)
      withUnsafeBytes(of: value.bigEndian) { data.replaceSubrange(offset..<offset + 4, with: $0) }
      try data.write(to: file)
    }
  }
#endif
