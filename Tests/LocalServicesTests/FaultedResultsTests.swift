@testable import DataEngine

#if SQLite
  import Essentials
  import Foundation
  import Models
  import TestSupport
  import Testing

  /// Fetched results over a SQLite store fault their rows in from the database, and stay
  /// exactly what results holding every entity would be: the same rows, the same entities and
  /// the same change set for every write, a value taken before a write keeping its rows, and a
  /// descriptor the stored keys do not answer falling back to held rows.
  @Suite("Fetched results faulted from SQLite", .timeLimit(.minutes(10)))
  struct FaultedResultsTests {
    let directory: ScratchDirectory
    let file: URL

    init() throws {
      directory = try ScratchDirectory()
      file = directory.file("photos.db")
    }

    /// Random writes per seed.
    #if THREAD_SANITIZER
      static let writes = 40
    #else
      static let writes = 150
    #endif

    /// Lists a photo list shows that the stored keys answer.
    static let descriptors: [FetchDescriptor<Photo>] = [
      FetchDescriptor(search: TextSearch("") { $0.title.folded }),
      FetchDescriptor(sortBy: [SortDescriptor(\.title.folded)]),
      FetchDescriptor(
        predicate: Photo.predicate(belongingTo: 2),
        sortBy: [
          SortDescriptor(\.title.folded, order: .reverse), SortDescriptor(\.id, order: .reverse),
        ], fetchLimit: 12),
      FetchDescriptor(sortBy: [SortDescriptor(\.id, order: .reverse)], fetchLimit: 30),
      FetchDescriptor(
        predicate: Photo.predicate(belongingTo: 2), sortBy: [SortDescriptor(\.title.folded)]),
      byAlbum(FetchDescriptor(search: TextSearch("") { $0.title.folded })),
      byAlbum(FetchDescriptor(sortBy: [SortDescriptor(\.title.folded, order: .reverse)])),
      byAlbum(FetchDescriptor(sortBy: [SortDescriptor(\.id, order: .reverse)], fetchLimit: 150)),
      FetchDescriptor(search: TextSearch("un", in: \.title.folded)),
      FetchDescriptor(
        predicate: Photo.predicate(belongingTo: 2), sortBy: [SortDescriptor(\.title.folded)],
        search: TextSearch("Ba", in: \.title.folded)),
      byAlbum(FetchDescriptor(search: TextSearch("e", in: \.title.folded), fetchLimit: 90)),
    ]

    /// `descriptor` in sections by album.
    static func byAlbum(_ descriptor: FetchDescriptor<Photo>) -> FetchDescriptor<Photo> {
      var grouped = descriptor
      grouped.section(byNumber: \.albumID)
      return grouped
    }

    @Test(arguments: [1, 2, 3, 4])
    func everyWriteReachesFaultedRowsAsItReachesHeldOnes(seed: UInt64) async throws {
      // Given photos kept in a SQLite store, and the same photos in memory
      var random = SeededGenerator(seed: seed)
      // (more than a first screen reads ids for: each list reads the rest before a write)
      let photos = (1...400).map { Self.photo($0, in: &random) }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      try await store.save()
      let memory = InMemoryStore(photos)

      // And each list over both: faulted from the database, and held
      let pairs = try Self.descriptors.map { descriptor in
        (
          faulted: ChangeRecorder(
            try FetchedResultsController(store: store, descriptor: descriptor)),
          held: ChangeRecorder(try FetchedResultsController(store: memory, descriptor: descriptor))
        )
      }
      for pair in pairs { #expect(pair.faulted.controller.faulted.withLock { $0 } != nil) }

      // When random writes are made to both, one at a time (fewer under the thread sanitizer,
      // which runs them ten times slower), letting other tests run between them
      for step in 0..<Self.writes {
        await Task.yield()
        let taken = pairs.map { ($0.faulted.controller.results, $0.held.controller.results) }
        if step % 2 == 0 {
          // Rows of the value never read before the write: read from the database after it
          for value in taken { value.0.faults?.cache.withLock { $0.removeAll() } }
        }
        var batch = StoreBatch<Photo>()
        for _ in 0..<(Int.random(in: 0..<6, using: &random) == 0 ? 4 : 1) {
          Self.write(into: &batch, using: &random)
        }
        let faultedChange = try store.commit(batch)
        let heldChange = memory.commit(batch)
        #expect(faultedChange == heldChange, "step \(step)")
        if step % 20 == 0 { try await store.save() }

        // Then each faulted list holds the held one's rows and entities, announced the held
        // one's change set, and a value taken before still reads the rows it had
        for (index, pair) in pairs.enumerated() {
          let faulted = pair.faulted.controller
          let held = pair.held.controller
          #expect(faulted.snapshot == held.snapshot, "step \(step), list \(index)")
          #expect(faulted.sections == held.sections, "step \(step), list \(index)")
          for section in held.sections.indices {
            #expect(
              faulted.entities(inSection: section, rows: 0..<faulted.count)
                == held.entities(inSection: section, rows: 0..<held.count),
              "step \(step), list \(index)")
          }
          #expect(pair.faulted.take() == pair.held.take(), "step \(step), list \(index)")
          #expect(Array(taken[index].0) == Array(taken[index].1), "step \(step), list \(index)")
          #expect(taken[index].0.sections == taken[index].1.sections, "step \(step), list \(index)")
          if let id = held.snapshot.sections.last?.items.last {
            #expect(faulted.path(of: id) == held.path(of: id))
            #expect(faulted.results.path(of: id) == held.path(of: id))
          }
        }
      }
      for pair in pairs { #expect(pair.faulted.failures.isEmpty) }
    }

    @Test func sectionsEmptyAndStartAsPhotosMoveBetweenAlbums() async throws {
      // Given a few photos over a few albums, kept in SQLite and in memory, and lists of them in
      // sections by album over both
      var random = SeededGenerator(seed: 21)
      let photos = (1...12).map { Photo.kept($0, album: $0 % 4) }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      let memory = InMemoryStore(photos)
      let pairs = try [
        Self.byAlbum(FetchDescriptor()),
        Self.byAlbum(FetchDescriptor(sortBy: [SortDescriptor(\.title.folded)])),
      ].map { descriptor in
        (
          faulted: ChangeRecorder(
            try FetchedResultsController(store: store, descriptor: descriptor)),
          held: ChangeRecorder(try FetchedResultsController(store: memory, descriptor: descriptor))
        )
      }

      // When photos move to other albums one at a time (the last of an album leaving it, the
      // first of one arriving), are renamed, added and removed
      for step in 0..<200 {
        let id = Int.random(in: 1...16, using: &random)
        var batch = StoreBatch<Photo>()
        if Int.random(in: 0..<5, using: &random) == 0 {
          batch.delete(id: id)
        } else {
          let photo = Photo.kept(id, album: Int.random(in: 0...7, using: &random))
          batch.upsert(
            Photo(
              id: id, albumID: photo.albumID, title: "\(Int.random(in: 0...9, using: &random))",
              url: photo.url, thumbnailURL: photo.thumbnailURL))
        }
        #expect(try store.commit(batch) == memory.commit(batch))

        // Then the faulted lists say each change as the held ones do, sections and all
        for (index, pair) in pairs.enumerated() {
          #expect(pair.faulted.controller.faulted.withLock { $0 } != nil)
          #expect(
            pair.faulted.controller.snapshot == pair.held.controller.snapshot,
            "step \(step), list \(index)")
          #expect(pair.faulted.take() == pair.held.take(), "step \(step), list \(index)")
          #expect(Array(pair.faulted.controller.results) == Array(pair.held.controller.results))
        }
      }
      for pair in pairs { #expect(pair.faulted.failures.isEmpty) }
    }

    @Test func pagesOfNewPhotosReachFaultedRowsAsTheyReachHeldOnes() async throws {
      // Given empty stores, one SQLite and one in memory, and each list over both
      var random = SeededGenerator(seed: 5)
      let store = try await SQLiteStore<Photo>.open(at: file)
      let memory = InMemoryStore<Photo>([])
      let pairs = try Self.descriptors.map { descriptor in
        (
          faulted: ChangeRecorder(
            try FetchedResultsController(store: store, descriptor: descriptor)),
          held: ChangeRecorder(try FetchedResultsController(store: memory, descriptor: descriptor))
        )
      }

      // When pages of new photos arrive, as a load brings them: the first into empty lists,
      // pages longer than a batch moved row by row and shorter, in id order or not, and pages
      // whose ids fall between those kept
      for (ids, shuffled) in [
        (1...300, false), (1_001...1_040, true), (301...302, false), (601...900, true),
        (950...950, false),
      ] {
        var page = ids.map { Self.photo($0, in: &random) }
        if shuffled { page.shuffle(using: &random) }
        try store.upsert(contentsOf: page)
        try memory.upsert(contentsOf: page)

        // Then each faulted list holds the held one's rows and announced its change set
        for (index, pair) in pairs.enumerated() {
          #expect(pair.faulted.controller.snapshot == pair.held.controller.snapshot, "\(ids)")
          #expect(pair.faulted.take() == pair.held.take(), "\(ids), list \(index)")
          #expect(
            pair.faulted.controller.entities(inSection: 0, rows: 0..<20)
              == pair.held.controller.entities(inSection: 0, rows: 0..<20))
        }
      }
      for pair in pairs {
        #expect(pair.faulted.controller.faulted.withLock { $0 } != nil)
        #expect(pair.faulted.failures.isEmpty)
      }
    }

    @Test func aSearchOrSectionsTheKeysDoNotAnswerHoldTheRowsAndComeBack() async throws {
      var random = SeededGenerator(seed: 9)
      let photos = (1...60).map { Self.photo($0, in: &random) }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      let memory = InMemoryStore(photos)
      let descriptor = Self.descriptors[0]
      let faulted = ChangeRecorder(
        try FetchedResultsController(store: store, descriptor: descriptor))
      let held = ChangeRecorder(try FetchedResultsController(store: memory, descriptor: descriptor))

      // A term: the rows are held, searched, and the change set is the held list's
      faulted.controller.search(for: "a")
      held.controller.search(for: "a")
      #expect(faulted.controller.faulted.withLock { $0 } == nil)
      #expect(faulted.controller.snapshot == held.controller.snapshot)
      #expect(faulted.take() == held.take())

      // Sections by album, then none and no term: faulted again, with the same rows
      for edit: (inout FetchDescriptor<Photo>) -> Void in [
        { $0.sectionKey = { .number($0.albumID) } },
        {
          $0.sectionKey = nil; $0.search = $0.search?.searching(for: "")
        },
      ] {
        var changed = faulted.controller.descriptor
        edit(&changed)
        try faulted.controller.setDescriptor(changed)
        try held.controller.setDescriptor(changed)
        #expect(faulted.controller.snapshot == held.controller.snapshot)
        #expect(faulted.take() == held.take())
      }
      #expect(faulted.controller.faulted.withLock { $0 } != nil)
      #expect(faulted.failures.isEmpty)
    }

    @Test func aLongListReadsAFirstScreenOfIdsAndReloadsWhenItsOrderChanges() async throws {
      // Given more photos than a first screen reads ids for
      let photos = (1...1_000).map { Photo.kept($0, album: $0 % 3) }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      let controller = try FetchedResultsController(store: store, descriptor: Self.descriptors[0])
      let faults = try #require(controller.faulted.withLock { $0 }?.faults)

      // Then the list counts them all and has read the first ids only
      #expect(controller.count == 1_000)
      #expect(controller.entities(inSection: 0, rows: 0..<40) == Array(photos[0..<40]))
      #expect(faults.known.withLock { $0.count } == RowFaults<Photo>.firstIDs)
      #expect(controller.entity(at: RowPath(section: 0, row: 999))?.id == 1_000)
      let list = ChangeRecorder(controller)

      // And a new order reloads the section rather than reading every id to say how rows moved
      var byTitle = list.controller.descriptor
      byTitle.sortBy = [SortDescriptor(\.title.folded)]
      let changes = try list.controller.setDescriptor(byTitle)
      #expect(changes == ChangeSet(deletedSections: [0], insertedSections: [0]))
      #expect(
        list.controller.snapshot.sections.first?.items == photos.sorted(by: Photo.byTitle).map(\.id)
      )
      #expect(list.failures.isEmpty)
    }

    @Test func aListKeepsItsRowsOnceTheStoreFilesAreDeletedFromOutside() async throws {
      // Given a long list that has read its first screen of ids only
      let photos = (1...1_000).map { Photo.kept($0) }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      try await store.save()
      let memory = InMemoryStore(photos)
      let list = try FetchedResultsController(store: store, descriptor: Self.descriptors[1])
      let held = ChangeRecorder(
        try FetchedResultsController(store: memory, descriptor: Self.descriptors[1]))
      #expect(list.faulted.withLock { $0 }?.faults.isWhole == false)

      // When the database is deleted from outside, and a save finds it (writes stay in memory)
      for name in ["photos.db", "photos.db-wal", "photos.db-shm"] {
        try? FileManager.default.removeItem(at: directory.file(name))
      }
      await #expect(throws: SQLiteStore<Photo>.Failure.self) { try await store.save() }

      // Then every row still reads, and a write reaches it as it reaches held rows
      #expect(
        list.entities(inSection: 0, rows: 900..<940)
          == held.controller.entities(inSection: 0, rows: 900..<940))
      let faulted = ChangeRecorder(list)
      let renamed = Photo(
        id: 950, albumID: 1, title: "a photo renamed", url: photos[0].url,
        thumbnailURL: photos[0].thumbnailURL)
      try store.upsert(renamed)
      try memory.upsert(renamed)
      #expect(faulted.controller.snapshot == held.controller.snapshot)
      #expect(faulted.take() == held.take())
      #expect(faulted.failures.isEmpty)
    }

    @Test func rowsAreReadABatchAtATimeAndNoMoreAreKept() async throws {
      // More than the cache holds, so scrolling empties it on the way
      let photos = (1...(RowFaults<Photo>.capacity + 2_000)).map { Photo.kept($0) }
      let store = try await SQLiteStore<Photo>.open(at: file)
      try store.upsert(contentsOf: photos)
      try await store.save()
      let controller = try FetchedResultsController(
        store: store, descriptor: Self.descriptors[1])
      let faults = try #require(controller.faulted.withLock { $0 }?.faults)

      // Reading one row reads its batch; scrolling every row keeps at most the cache's worth
      #expect(controller.entity(at: RowPath(section: 0, row: 500)) != nil)
      #expect(faults.cache.withLock { $0.count } == RowFaults<Photo>.batchSize)
      var seen = 0
      for start in stride(from: 0, to: controller.count, by: 40) {
        if start % 4_000 == 0 { await Task.yield() }
        seen += controller.entities(inSection: 0, rows: start..<(start + 40)).count
        #expect(faults.cache.withLock { $0.count } <= RowFaults<Photo>.capacity)
      }
      #expect(seen == photos.count)
      #expect(Array(controller.results).map(\.id) == photos.sorted(by: Photo.byTitle).map(\.id))
    }

    /// One random write: a new photo, a renamed one, one moved to another album, a removal, or
    /// a photo written again unchanged.
    static func write(into batch: inout StoreBatch<Photo>, using random: inout SeededGenerator) {
      let id = Int.random(in: 1...450, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: batch.delete(id: id)
      case 1: batch.upsert(Photo.kept(id, album: 2))
      default: batch.upsert(photo(id, in: &random))
      }
    }

    static func photo(_ id: Int, in random: inout SeededGenerator) -> Photo {
      let titles = ["sunset", "Sunset", "bay", "Bäy", "zebra", "apple", "école", "Ecole", ""]
      return Photo(
        id: id, albumID: Int.random(in: 1...3, using: &random),
        title: titles.randomElement(using: &random)! + String(repeating: "!", count: id % 3),
        url: URL(string: "https://example.com/\(id)")!,
        thumbnailURL: URL(string: "https://example.com/t/\(id)")!)
    }
  }

  extension Photo {
    /// Photo `id`, titled by its number.
    static func kept(_ id: Int, album: Int = 1) -> Photo {
      Photo(
        id: id, albumID: album, title: "photo \(id)",
        url: URL(string: "https://example.com/\(id)")!,
        thumbnailURL: URL(string: "https://example.com/t/\(id)")!)
    }

    /// By folded title, then id: the order of `SortDescriptor(\.title.folded)`.
    static func byTitle(_ lhs: Photo, _ rhs: Photo) -> Bool {
      lhs.title.folded == rhs.title.folded ? lhs.id < rhs.id : lhs.title.folded < rhs.title.folded
    }
  }
#endif
