import DataEngine

#if SQLite
  import Foundation
  import LocalServices
  import Models
  import TestSupport
  import Testing

  /// A read of every row (a fetch the stored keys do not answer) reads them in chunks of many
  /// rows, decoded together: what it reads must be exactly what row-by-row reading gave, with
  /// the same words for a row that is wrong.
  @Suite("SQLite store: reading every row", .timeLimit(.minutes(10)))
  struct SQLiteStoreRowReadingTests {
    let directory: ScratchDirectory
    let file: URL

    init() throws {
      directory = try ScratchDirectory()
      file = directory.file("items.db")
    }

    @Test func rowsOverManyChunksOpenWholeWhateverTheirIds() async throws {
      // Given more rows than several chunks hold, with ids whose text order is not their order
      // (negative, zero, 9 before 10, the largest id there is)
      let ids = Array(-3...25_000) + [Int.max]
      let items = ids.map { Item($0, "item \($0)", group: $0 % 7) }
      let saved = try await SQLiteStore<Item>.open(at: file)
      try saved.upsert(contentsOf: items.shuffled())
      try await saved.save()

      // When the file is opened again
      let opened = try await SQLiteStore<Item>.open(at: file)

      // Then it holds every item as saved, each found by id, and fetches in id order
      #expect(try opened.fetchAll() == items)
      #expect(try opened.count(FetchDescriptor()) == items.count)
      #expect(try opened.fetch(id: 10) == Item(10, "item 10", group: 3))
      #expect(try opened.fetch(id: Int.max) == items.last)
    }

    @Test func aBadRowInALaterChunkIsNamedByItsRowNumber() async throws {
      // Given rows over two chunks, one of which lacks a field every other row has
      let ids = Array(1...12_000)
      let missing = 10_500
      let loose = try await SQLiteStore<Loose.Item>.open(at: file)
      try loose.upsert(contentsOf: ids.map { Loose.Item(id: $0, price: $0 == missing ? nil : 1) })
      try await loose.save()
      let before = try Data(contentsOf: file)

      // When it is read as a store of items that must have the field
      let store = try await SQLiteStore<Strict.Item>.open(at: file)
      let error = #expect(throws: SQLiteStore<Strict.Item>.Failure.self) { try store.fetchAll() }

      // Then the row is named by its place in the table, which keeps `Int` ids in order
      let row = ids.firstIndex(of: missing)! + 1
      #expect(row > 10_000, "the row is in the second chunk")
      let reason = "a row holds no valid Item: missing 'price', row \(row)"
      #expect(error == .corrupt(file: file.path, reason: reason))
      #expect(try Data(contentsOf: file) == before)
    }

    @Test func aBadLastRowIsNamedForWhatItLacks() async throws {
      // Given rows over two chunks whose very last row (the largest id) lacks a field: its body
      // ends where the chunk's array is closed
      let ids = Array(1...12_000)
      let missing = 12_000
      let loose = try await SQLiteStore<Loose.Item>.open(at: file)
      try loose.upsert(contentsOf: ids.map { Loose.Item(id: $0, price: $0 == missing ? nil : 1) })
      try await loose.save()

      // When it is read as a store of items that must have the field
      let store = try await SQLiteStore<Strict.Item>.open(at: file)
      let error = #expect(throws: SQLiteStore<Strict.Item>.Failure.self) { try store.fetchAll() }

      // Then the reason is the row's own, not the bracket after it
      let reason = "a row holds no valid Item: missing 'price', row \(ids.count)"
      #expect(error == .corrupt(file: file.path, reason: reason))
    }

    @Test func twoRowsHoldingOneIdAreRefusedAndKept() async throws {
      // Given rows whose bodies, read as another entity, all carry one id
      let loose = try await SQLiteStore<Loose.Item>.open(at: file)
      try loose.upsert(contentsOf: (1...3).map { Loose.Item(id: $0, price: $0) })
      try await loose.save()
      let before = try Data(contentsOf: file)

      // When it is read as that entity
      let store = try await SQLiteStore<Renumbered.Item>.open(at: file)
      let error = #expect(throws: SQLiteStore<Renumbered.Item>.Failure.self) {
        try store.fetchAll()
      }

      // Then it is refused: two rows cannot hold one entity
      let reason = "two rows hold the Item with id 7"
      #expect(error == .corrupt(file: file.path, reason: reason))
      #expect(try Data(contentsOf: file) == before)
    }

    /// An `Item` whose price may be missing.
    enum Loose {
      struct Item: StoreEntity {
        let id: Int
        let price: Int?
      }
    }

    /// An `Item` that must have a price.
    enum Strict {
      struct Item: StoreEntity {
        let id: Int
        let price: Int
      }
    }

    /// An `Item` whose every body decodes to the id 7, as a damaged file's might.
    enum Renumbered {
      struct Item: StoreEntity {
        let id: Int

        init(from decoder: any Decoder) throws { id = 7 }
        func encode(to encoder: any Encoder) throws {}
      }
    }
  }
#endif
