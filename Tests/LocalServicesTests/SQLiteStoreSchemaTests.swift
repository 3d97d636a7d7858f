@testable import DataEngine

#if SQLite
  import Foundation
  import Models
  import TestSupport
  import Testing

  /// A store's file at schema version 2: the id, the body and a column for each stored key, kept
  /// in step with every save; a file kept by the first schema, or under other keys, opens with
  /// every entity and is brought up to date once; one too new is refused (the opening tests).
  @Suite("SQLite store: schema and stored keys", .timeLimit(.minutes(10)))
  struct SQLiteStoreSchemaTests {
    let directory: ScratchDirectory
    let file: URL

    init() throws {
      directory = try ScratchDirectory()
      file = directory.file("photos.db")
    }

    /// The photos `KeptStores/photos-v1.sqlite` holds: kept by the kit at schema version 1
    /// (six saved, then photo 3 deleted and saved), its ids then JSON text ("10" before "2").
    static let keptByVersion1 = [
      (2, 1, "Sunset over the bay"), (9, 1, "Élan vital"), (10, 2, "café au lait"),
      (57, 3, "Ångström units"), (100, 2, "ZEBRA crossing"),
    ].map(photo)

    @Test func aStoreKeptByTheFirstSchemaOpensWithEveryPhotoAndIsUpgradedOnce() async throws {
      // Given a store file the kit kept at schema version 1
      let kept = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "KeptStores/photos-v1.sqlite")
      try FileManager.default.copyItem(at: kept, to: file)
      #expect(try rows("PRAGMA user_version") == [["1"]])

      // When this kit opens it
      let store = try await SQLiteStore<Photo>.open(at: file)

      // Then every photo is there, in id order, and the file is at version 2 with its keys
      #expect(try store.fetchAll() == Self.keptByVersion1)
      try await store.close()
      #expect(try rows("PRAGMA user_version") == [["2"]])
      #expect(try layout() == "id integer; album number; title folded; texts title")
      #expect(
        try rows("SELECT id, key_album, key_title FROM entities ORDER BY key_title, id")
          == [
            ["10", "2", "cafe au lait"], ["9", "1", "elan vital"], ["57", "3", "angstrom units"],
            ["2", "1", "sunset over the bay"], ["100", "2", "zebra crossing"],
          ].sorted { $0[2] < $1[2] })

      // And opening it again rewrites nothing
      let upgraded = try Data(contentsOf: file)
      let again = try await SQLiteStore<Photo>.open(at: file)
      #expect(try again.fetchAll() == Self.keptByVersion1)
      try await again.close()
      #expect(try Data(contentsOf: file) == upgraded)
      #expect(try directory.names() == ["photos.db"])
    }

    @Test func aStoreKeptBeforeSearchTextsOpensAndIsRebuiltOnce() async throws {
      // Given a store file the kit kept at schema version 2 before it kept search texts: 120
      // photos, 50 to an album
      let kept = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "KeptStores/photos-v2.sqlite")
      try FileManager.default.copyItem(at: kept, to: file)
      #expect(try layout() == "id integer; album number; title folded")

      // When this kit opens it
      let store = try await SQLiteStore<Photo>.open(at: file)

      // Then every photo is there, a list in sections by album counts them, and a search finds
      // them
      let photos = try store.fetchAll()
      #expect(photos.map(\.id) == Array(1...120))
      #expect(photos.allSatisfy { $0.albumID == ($0.id - 1) / 50 + 1 })
      var byAlbum = FetchDescriptor<Photo>()
      byAlbum.section(byNumber: \.albumID)
      let window = try #require(try store.committedWindow(for: byAlbum, first: 3))
      #expect(
        window.sections == [
          FetchedSection(key: .number(1), count: 50), FetchedSection(key: .number(2), count: 50),
          FetchedSection(key: .number(3), count: 20),
        ])
      #expect(window.ids == [1, 2, 3])
      let search = FetchDescriptor<Photo>(search: TextSearch(photos[99].title, in: \.title.folded))
      #expect(try store.committedIDs(for: search) == (try store.fetch(search).map(\.id)))
      try await store.close()
      #expect(try layout() == "id integer; album number; title folded; texts title")
    }

    @Test func everySaveKeepsTheKeysInStepWithThePhotos() async throws {
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: Self.keptByVersion1)
      try await store.save()

      try store.write { batch in
        batch.upsert(Self.photo(9, 4, "Évora at dusk"))
        batch.delete(id: 100)
        batch.upsert(Self.photo(7, 5, "İstanbul"))
      }
      try await store.save()
      try await store.close()

      let expected = try await SQLiteStore<Photo>.open(at: file).fetchAll()
      #expect(expected.map(\.id) == [2, 7, 9, 10, 57])
      #expect(
        try rows("SELECT id, key_album, key_title FROM entities ORDER BY id")
          == expected.map { ["\($0.id)", "\($0.albumID)", $0.title.folded.value] })
      #expect(
        try rows("SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL")
          .flatMap { $0 }.sorted() == ["entities_by_album", "entities_by_title"])
    }

    @Test func theCountOpeningReadsIsTheSavedRowsCount() async throws {
      // Given photos saved, some removed and added, and one more left unsaved
      do {
        let store = try await SQLiteStore<Photo>.open(at: file)
        try store.upsert(contentsOf: Self.keptByVersion1)
        try await store.save()
        try store.write { batch in
          batch.delete(id: 2)
          batch.upsert(Self.photo(1, 1, "one"))
          batch.upsert(Self.photo(3, 1, "three"))
        }
        try await store.save()
        try store.upsert(Self.photo(4, 1, "four, never saved"))
        #expect(try store.count(FetchDescriptor()) == 7)
      }

      // When it is opened again, the store before let go unsaved
      let reopened = try await SQLiteStore<Photo>.open(at: file)

      // Then the count it reads without counting is the saved rows'
      #expect(try reopened.count(FetchDescriptor()) == 6)
      #expect(try reopened.fetchAll().count == 6)
      #expect(try rows("SELECT value FROM store WHERE key = 'count'") == [["6"]])
    }

    @Test func aStoreSavedUnderOtherKeysIsRebuiltUnderTheOnesDeclaredNow() async throws {
      // Given items saved with no stored keys
      let plain = try await SQLiteStore<Plain.Item>.open(at: file)
      try plain.upsert(contentsOf: [Plain.Item(id: 1, price: 30), Plain.Item(id: 2, price: 10)])
      try await plain.close()
      #expect(try layout() == "id integer")

      // When the item declares a key, and the store is opened
      let keyed = try await SQLiteStore<Priced.Item>.open(at: file)
      #expect(
        try keyed.fetchAll() == [Priced.Item(id: 1, price: 30), Priced.Item(id: 2, price: 10)])
      try await keyed.close()

      // Then the file holds the key, and goes back when the key is gone again
      #expect(try layout() == "id integer; price number")
      #expect(try rows("SELECT id FROM entities ORDER BY key_price") == [["2"], ["1"]])
      try await SQLiteStore<Plain.Item>.open(at: file).close()
      #expect(try layout() == "id integer")
      #expect(try rows("SELECT count(*) FROM entities") == [["2"]])
    }

    @Test func anUpgradeThatFailsIsSaidAndChangesNothing() async throws {
      // Given items saved with no keys, which the declaration now in use cannot write
      let plain = try await SQLiteStore<Plain.Item>.open(at: file)
      try plain.upsert(contentsOf: [Plain.Item(id: 1, price: 30), Plain.Item(id: 2, price: -1)])
      try await plain.close()
      let before = try Data(contentsOf: file)

      let error = await #expect(throws: SQLiteStore<Unwritable.Item>.Failure.self) {
        try await SQLiteStore<Unwritable.Item>.open(at: file)
      }

      guard case .notUpgraded(let named, 2, let reason) = error else {
        Issue.record("expected a failed upgrade, got \(String(describing: error))")
        return
      }
      #expect(named == file.path)
      #expect(reason.contains("a negative price"))
      #expect(error?.description.hasSuffix("It was left as it is.") == true)
      #expect(try Data(contentsOf: file) == before)
      #expect(try directory.names() == ["photos.db"])
    }

    /// The same entity, `Item`, as three versions of an app declare it.
    enum Plain {
      struct Item: StoreEntity {
        let id: Int
        let price: Int
      }
    }

    enum Priced {
      struct Item: StoreEntity {
        let id: Int
        let price: Int
        static var storedKeys: [StoredKey<Item>] { [.number("price", \.price)] }
      }
    }

    enum Unwritable {
      /// An item whose value no longer encodes when its price is negative.
      struct Item: StoreEntity {
        let id: Int
        let price: Int
        static var storedKeys: [StoredKey<Item>] { [.number("price", \.price)] }

        func encode(to encoder: any Encoder) throws {
          guard price >= 0 else {
            throw EncodingError.invalidValue(
              price, .init(codingPath: [], debugDescription: "a negative price"))
          }
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(id, forKey: .id)
          try container.encode(price, forKey: .price)
        }
      }
    }

    static func photo(_ id: Int, _ album: Int, _ title: String) -> Photo {
      Photo(
        id: id, albumID: album, title: title,
        url: URL(string: "https://via.placeholder.com/600/\(id)")!,
        thumbnailURL: URL(string: "https://via.placeholder.com/150/\(id)")!)
    }

    /// The layout the file records.
    private func layout() throws -> String? {
      try rows("SELECT value FROM store WHERE key = 'layout'").first?.first
    }

    /// The rows `sql` returns from the file, read with a connection of its own, as text.
    private func rows(_ sql: String) throws -> [[String]] {
      let connection = try SQLiteConnection(readingOnly: file.path)
      let statement = try connection.prepare(sql)
      defer { statement.finalize() }
      var rows: [[String]] = []
      while try statement.step() {
        rows.append((0..<statement.columns).map { statement.text(at: $0) })
      }
      return rows
    }
  }
#endif
