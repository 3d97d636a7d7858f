@testable import DataEngine

#if SQLite
  import Foundation
  import Models
  import TestSupport
  import Testing

  /// The ids a descriptor selects, read through the stored keys' indexes without an entity, are
  /// the engine's to the row, for every order, filter and limit a photo list asks for; and the
  /// entities of a batch of ids come back whole, in the order asked.
  @Suite("SQLite store: queries over stored keys", .timeLimit(.minutes(10)))
  struct SQLiteStoreQueryTests {
    let directory: ScratchDirectory
    let file: URL

    init() throws {
      directory = try ScratchDirectory()
      file = directory.file("photos.db")
    }

    /// Titles that fold alike, differ only in case or accents (composed or not), are prefixes
    /// of one another, empty, or in other scripts.
    ///
    /// Not here: Hangul written as separate jamo ("\u{1100}\u{1161}"), which Swift's own order
    /// does not hold consistently (equal to "가", which sorts before "가 1", yet after "가 1"
    /// itself), so no order can match it; the column keeps the composed form, whose order is
    /// consistent.
    static let titles = [
      "apple", "Apple", "Äpfel", "apfel", "", "zebra", "Zèbre", "école", "e\u{301}cole", "Ecole",
      "naïve", "naive", "日本", "Ωmega", "ω", "straße", "STRASSE", "가", "각",
      "A\u{30A}ngström", "Ångström", "z", "zz", "a b", "a  b",
    ]

    @Test(arguments: [1, 2, 3])
    func idsInTheEnginesOrderForEveryListAPhotoListShows(seed: UInt64) async throws {
      // Given photos with tied and near-tied titles, over a few albums, saved
      var random = SeededGenerator(seed: seed)
      let ids = Array(Set((0..<700).map { _ in Int.random(in: -50...10_000, using: &random) }))
      let photos = ids.map { id in
        let title =
          Self.titles.randomElement(using: &random)!
          + (Bool.random(using: &random) ? "" : " \(Int.random(in: 0...3, using: &random))")
        return Self.photo(id, album: Int.random(in: 0...5, using: &random), title)
      }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      try await store.save()

      // Then every sort, album filter and limit reads the engine's ids, in its order
      let sorts: [[SortDescriptor<Photo>]] = [
        [], [SortDescriptor(\.id)], [SortDescriptor(\.id, order: .reverse)],
        [SortDescriptor(\.title.folded)], [SortDescriptor(\.title.folded, order: .reverse)],
        [SortDescriptor(\.title.folded, order: .reverse), SortDescriptor(\.id, order: .reverse)],
        [SortDescriptor(\.albumID), SortDescriptor(\.title.folded)],
        [SortDescriptor(\.albumID, order: .reverse)],
      ]
      let filters: [Predicate<Photo>?] = [nil] + (0...6).map { Photo.predicate(belongingTo: $0) }
      for sort in sorts {
        await Task.yield()  // other tests run between the orders
        for filter in filters {
          for limit in [nil, 0, 7, 1_000] {
            var descriptor = FetchDescriptor(predicate: filter, sortBy: sort, fetchLimit: limit)
            let expected = try store.fetch(descriptor).map(\.id)
            #expect(try store.committedIDs(for: descriptor) == expected, "\(sort) \(limit ?? -1)")
            // And in sections by album: the same ids within each, and each section's count
            descriptor.section(byNumber: \.albumID)
            let grouped = try store.fetch(descriptor)
            let window = try #require(try store.committedWindow(for: descriptor, first: 5))
            #expect(window.ids == grouped.prefix(5).map(\.id), "\(sort) \(limit ?? -1)")
            #expect(window.sections == Self.sections(of: grouped), "\(sort) \(limit ?? -1)")
            #expect(window.count == grouped.count)
          }
        }
      }
    }

    @Test(arguments: [4, 5])
    func aSearchOfTheFoldedTitleFindsWhatTheEngineFinds(seed: UInt64) async throws {
      // Given photos with titles that fold alike, composed or not, in other scripts, saved,
      // then some renamed, added and removed after the texts were first read
      var random = SeededGenerator(seed: seed)
      let photos = (1...500).map { id in
        Self.photo(
          id, album: Int.random(in: 0...4, using: &random),
          Self.titles.randomElement(using: &random)! + " \(id % 7)")
      }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      try await store.save()
      let terms = ["a", "E", "ecole", "école", "angstrom", "가", "ß", "ss", "日", " 3", "zz", "q"]
      let descriptors: [FetchDescriptor<Photo>] = [
        FetchDescriptor(),
        FetchDescriptor(sortBy: [SortDescriptor(\.title.folded, order: .reverse)]),
        FetchDescriptor(predicate: Photo.predicate(belongingTo: 2), fetchLimit: 9),
        {
          var grouped = FetchDescriptor<Photo>(fetchLimit: 300)
          grouped.section(byNumber: \.albumID)
          return grouped
        }(),
      ]
      for round in 0..<2 {
        for term in terms {
          await Task.yield()
          for var descriptor in descriptors {
            descriptor.search = TextSearch(term, in: \.title.folded)
            // Then the ids, their count and sections are a fetch's
            let fetched = try store.fetch(descriptor)
            let window = try #require(try store.committedWindow(for: descriptor, first: 4))
            #expect(window.ids == fetched.prefix(4).map(\.id), "\(term)")
            #expect(window.count == fetched.count, "\(term)")
            if descriptor.sectionKey != nil {
              #expect(window.sections == Self.sections(of: fetched), "\(term)")
            }
            #expect(try store.committedIDs(for: descriptor) == fetched.map(\.id), "\(term)")
          }
        }
        // (between the rounds, writes the texts read before must follow)
        try store.write { batch in
          for _ in 0..<60 {
            let id = Int.random(in: 1...600, using: &random)
            if Bool.random(using: &random) {
              batch.delete(id: id)
            } else {
              batch.upsert(Self.photo(id, album: 1, Self.titles.randomElement(using: &random)!))
            }
          }
        }
        _ = round
      }
    }

    @Test func aSearchMatchesTheFoldedTextsBytesNotTheComposedFormTheColumnOrdersBy() async throws {
      // Given a title of Hangul written as separate jamo, which folding keeps as it is and the
      // ordering column keeps composed, beside the same syllable composed
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: [
        Self.photo(1, album: 1, "\u{1100}\u{1161}"), Self.photo(2, album: 1, "\u{AC00}"),
      ])
      #expect(FoldedText("\u{1100}\u{1161}").value.unicodeScalars.count == 2)

      // Then a search for the first jamo alone finds what the engine finds: the jamo title only
      for term in ["\u{1100}", "\u{AC00}", "\u{1161}"] {
        let descriptor = FetchDescriptor<Photo>(search: TextSearch(term, in: \.title.folded))
        let expected = try store.fetch(descriptor).map(\.id)
        #expect(try store.committedIDs(for: descriptor) == expected, "\(term.unicodeScalars)")
      }
      #expect(
        try store.committedIDs(
          for: FetchDescriptor(search: TextSearch("\u{1100}", in: \.title.folded))) == [1])
    }

    @Test func aDescriptorNamingNoStoredKeyIsNotTranslated() async throws {
      let store = try await SQLiteStore<Photo>.open(at: file)
      let notTranslated: [FetchDescriptor<Photo>] = [
        FetchDescriptor(sectionKey: { .number($0.albumID) }),
        {
          var byID = FetchDescriptor<Photo>(); byID.section(byNumber: \.id); return byID
        }(),
        FetchDescriptor(search: TextSearch("sun") { $0.title.folded }),
        FetchDescriptor(predicate: #Predicate { $0.albumID > 2 }),
        FetchDescriptor(predicate: #Predicate { $0.title == "x" }),
        FetchDescriptor(sortBy: [SortDescriptor(\.title)]),
        FetchDescriptor(sortBy: [SortDescriptor(\.urlText)]),
      ]
      for descriptor in notTranslated {
        #expect(try store.committedIDs(for: descriptor) == nil)
      }
      // An empty search keeps every row, so it still translates
      let everything = FetchDescriptor<Photo>(search: TextSearch("") { $0.title.folded })
      #expect(try store.committedIDs(for: everything) == [])
      // And an item, which declares no keys, orders by id alone
      let items = try await SQLiteStore<Item>.open(at: directory.file("items.db"))
      #expect(try items.committedIDs(for: FetchDescriptor()) == [])
      #expect(try items.committedIDs(for: .byName) == nil)
    }

    @Test func aBatchOfIdsFaultsItsEntitiesInTheOrderAsked() async throws {
      let photos = (1...2_500).map { Self.photo($0, album: $0 % 9, "photo \($0)") }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      try await store.save()

      // Over more ids than one read binds, with ids that have no row and one asked twice
      let asked = [2_400, 3, 99_999, 1_200] + Array(1_000...2_200) + [3, -1]
      let faulted = try store.committedEntities(withIDs: asked)

      #expect(faulted == asked.filter { (1...2_500).contains($0) }.map { photos[$0 - 1] })
      #expect(try store.committedEntities(withIDs: []) == [])
    }

    @Test func sectionCountsStayInStepWithEveryWriteSavedOrNot() async throws {
      // Given photos over three albums, and a list of them in sections by album
      var random = SeededGenerator(seed: 11)
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: (1...60).map { Self.photo($0, album: $0 % 3, "photo \($0)") })
      var descriptor = FetchDescriptor<Photo>()
      descriptor.section(byNumber: \.albumID)

      // When photos are added, moved to other albums (emptying some, starting others), renamed
      // and removed, in batches, some saved and some not
      for step in 0..<40 {
        var batch = StoreBatch<Photo>()
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          let id = Int.random(in: 1...90, using: &random)
          if Bool.random(using: &random) {
            batch.delete(id: id)
          } else {
            let album = Int.random(in: 0...(step < 20 ? 6 : 1), using: &random)
            batch.upsert(Self.photo(id, album: album, "photo \(id) \(step)"))
          }
        }
        _ = try store.commit(batch)
        if step % 3 == 0 { try await store.save() }

        // Then the counts the store keeps are the sections a fetch of every photo makes
        let window = try #require(try store.committedWindow(for: descriptor, first: nil))
        let fetched = try store.fetch(descriptor)
        #expect(window.sections == Self.sections(of: fetched), "step \(step)")
        #expect(window.ids == fetched.map(\.id), "step \(step)")
      }
    }

    /// The sections of `photos`, in order: each album's key and how many photos it has.
    static func sections(of photos: [Photo]) -> [FetchedSection] {
      var sections: [FetchedSection] = []
      for photo in photos {
        let count = sections.last?.key == .number(photo.albumID) ? sections.removeLast().count : 0
        sections.append(FetchedSection(key: .number(photo.albumID), count: count + 1))
      }
      return sections
    }

    static func photo(_ id: Int, album: Int, _ title: String) -> Photo {
      Photo(
        id: id, albumID: album, title: title,
        url: URL(string: "https://via.placeholder.com/600/\(id)")!,
        thumbnailURL: URL(string: "https://via.placeholder.com/150/\(id)")!)
    }
  }
#endif
