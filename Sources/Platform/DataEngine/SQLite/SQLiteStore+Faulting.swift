#if SQLite
  import Foundation

  // What fetched results that fault rows in from the database read: the ids a descriptor
  // selects, through the stored keys' indexes, and the entities of a batch of ids. Both read
  // every committed row, saved or not, through the store's connection.
  extension SQLiteStore {
    /// The ids of the rows `descriptor` selects, in its order, read through the stored
    /// keys' indexes without decoding an entity; nil when the descriptor names something the
    /// store keeps no key for (``SQLiteQuery``), or once writes stay in memory.
    func committedIDs(for descriptor: FetchDescriptor<Entity>) throws(Failure) -> [Entity.ID]? {
      guard let query = SQLiteQuery(descriptor), keptInMemory == nil else {
        return try committedWindow(for: descriptor, first: nil)?.ids
      }
      let ids = try reading { () throws(SQLiteError) in
        try writer.integers(query.sql, query.parameters)
      }
      return ids as? [Entity.ID]
    }

    /// How many rows `descriptor` selects, in which sections, and the ids of the first `rows`
    /// of them (nil: all), in its order; nil as for ``committedIDs(for:)``. Costs the rows read,
    /// whatever the store holds (a count with a predicate walks its index's range; sections
    /// without one read the counts the store keeps).
    func committedWindow(
      for descriptor: FetchDescriptor<Entity>, first rows: Int?
    ) throws(Failure) -> FaultWindow<Entity.ID>? {
      let searched = searchedKey(of: descriptor)
      guard let query = SQLiteQuery(descriptor) ?? searched.map(\.base) else { return nil }
      if let memory = keptInMemory {
        let entities: [Entity]
        do {
          entities = try memory.fetch(descriptor)
        } catch {
          throw .unreadable(file: url.path, reason: "\(error)")
        }
        let ids = entities.prefix(rows ?? .max).map(\.id)
        guard descriptor.sectionKey != nil else {
          return FaultWindow(count: entities.count, ids: ids)
        }
        var sections: [FetchedSection] = []
        for entity in entities {
          let key = descriptor.section(of: entity)
          let count = sections.last?.key == key ? sections.removeLast().count : 0
          sections.append(FetchedSection(key: key, count: count + 1))
        }
        return FaultWindow(count: entities.count, ids: ids, sections: sections)
      }
      if let searched { return try searchedWindow(for: descriptor, by: searched.key, first: rows) }
      let (count, sections, ids) = try reading { () throws(SQLiteError) in
        try writer.window(
          count: rows == nil ? nil : query.count, sections: query.sections,
          ids: rows.map(query.first) ?? query.sql, query.parameters, kept: sectionCounts,
          as: query.countedKey, total: { total.withLock { $0 } })
      }
      guard let ids = ids as? [Entity.ID] else { return nil }
      guard let sections else {
        return FaultWindow(
          count: rows == nil ? ids.count : min(count, query.limit ?? .max), ids: ids)
      }
      let cut = FaultWindow<Entity.ID>.sections(
        sections.map { (SectionKey.number($0.value), $0.count) }, limit: query.limit)
      return FaultWindow(count: cut.count, ids: ids, sections: cut.sections)
    }

    /// The stored key a descriptor's search term reads, with the query of the descriptor
    /// without its term and limit; nil when there is no term, or the text searched is not a
    /// folded stored key, or the rest of the descriptor does not translate.
    func searchedKey(of descriptor: FetchDescriptor<Entity>) -> (key: String, base: SQLiteQuery)? {
      guard let search = descriptor.search, !search.isEmpty, let path = search.path,
        let key = Entity.storedKeys.first(where: { $0.reads(path) }), !key.isNumber
      else { return nil }
      var base = descriptor
      base.search = nil
      base.fetchLimit = nil
      return SQLiteQuery(base).map { (key.name, $0) }
    }

    /// The window of a searched descriptor: the ids whose folded text holds the term
    /// (``SQLiteSearchTexts``), in id order; for any other order, filter or sections, the ids of
    /// the descriptor without its term, those that match kept.
    private func searchedWindow(
      for descriptor: FetchDescriptor<Entity>, by key: String, first rows: Int?
    ) throws(Failure) -> FaultWindow<Entity.ID>? {
      guard let term = descriptor.search?.foldedTerm else { return nil }
      let matches = try ids(of: key, containing: term)
      var base = descriptor
      base.search = nil
      base.fetchLimit = nil
      var selected = matches
      var counts: [(key: SectionKey, count: Int)] = [(.all, matches.count)]
      if base.predicate != nil || !base.sortBy.isEmpty || base.sectionKey != nil {
        guard let all = try committedWindow(for: base, first: nil) as? FaultWindow<Int> else {
          return nil
        }
        let isMatch = { (id: Int) -> Bool in
          let row = partitionPoint(matches.count) { matches[$0] < id }
          return row < matches.count && matches[row] == id
        }
        selected = []
        counts = []
        var start = 0
        for section in all.sections {
          let before = selected.count
          selected += all.ids[start..<(start + section.count)].filter(isMatch)
          counts.append((section.key, selected.count - before))
          start += section.count
        }
      }
      let cut = FaultWindow<Entity.ID>.sections(counts, limit: descriptor.fetchLimit)
      guard let ids = Array(selected.prefix(min(cut.count, rows ?? .max))) as? [Entity.ID] else {
        return nil
      }
      return FaultWindow(
        count: cut.count, ids: ids, sections: descriptor.sectionKey == nil ? nil : cut.sections)
    }

    /// The ids of the rows whose key `key` (folded text) holds `term`, ascending: the texts
    /// read once, the first time, and kept in step with commits after.
    private func ids(of key: String, containing term: FoldedText) throws(Failure) -> [Int] {
      if let texts = searchTexts.withLock({ $0[key] }), texts.writtenSince < Self.rereadAfter {
        return texts.ids(containing: term)
      }
      let texts = try reading { () throws(SQLiteError) in
        try writer.readSearchTexts(
          "SELECT id, key_\(key), text_\(key) FROM entities NOT INDEXED ORDER BY id",
          into: searchTexts, as: key)
      }
      return texts.ids(containing: term)
    }

    /// How many rows written since the texts were read makes the next search read them anew.
    static var rereadAfter: Int { 100_000 }

    /// Keeps the searched texts in step with `change` (under the connection's lock).
    func noteSearchTexts(of change: StoreChange<Entity>) {
      searchTexts.withLock { texts in
        guard !texts.isEmpty else { return }
        for key in Entity.storedKeys {
          guard case .folded(let path) = key.value, texts[key.name] != nil else { continue }
          var written: [Int: String?] = [:]
          for entity in change.inserted + change.updated {
            if let id = entity.id as? Int { written[id] = .some(entity[keyPath: path].value) }
          }
          for id in change.deleted {
            if let id = id as? Int { written[id] = .some(nil) }
          }
          texts[key.name]?.write(written)
        }
      }
    }

    /// Keeps the section counts in step with `commit` (under the connection's lock): a row
    /// leaves its old value's count and joins its new one's. A value replaced that could not be
    /// read (a damaged row) drops the counts: the next grouped list reads them again.
    func noteSectionCounts(of commit: SQLiteCommit<Entity>) {
      sectionCounts.withLock { counts in
        guard !counts.isEmpty else { return }
        let replaced = commit.change.updated.map(\.id) + commit.change.deleted
        guard replaced.allSatisfy({ commit.before[$0] != nil }) else { return counts = [:] }
        for key in Entity.storedKeys {
          guard case .number(let path) = key.value, var kept = counts[key.name] else { continue }
          counts[key.name] = nil  // edited in place, not copied
          for old in commit.before.values {
            let value = old[keyPath: path]
            kept[value] = kept[value].map { $0 > 1 ? $0 - 1 : nil } ?? nil
          }
          for new in commit.change.inserted + commit.change.updated {
            kept[new[keyPath: path], default: 0] += 1
          }
          counts[key.name] = kept
        }
      }
    }

    /// The mirror, once writes stay in memory: what faulted rows read from then on.
    private var keptInMemory: InMemoryStore<Entity>? {
      memoryOnly.withLock { $0 } ? mirror.withLock { $0 } : nil
    }

    /// The most ids one read of ``committedEntities(withIDs:)`` binds.
    static var idsPerRead: Int { 1_000 }

    /// The entities with `ids`, in the order of `ids` (an id with no row is left out):
    /// one read of the batch, its bodies decoded together.
    func committedEntities(withIDs ids: [Entity.ID]) throws(Failure) -> [Entity] {
      guard !ids.isEmpty else { return [] }
      if let memory = keptInMemory { return ids.compactMap { memory.fetch(id: $0) } }
      let encoder = SQLiteWriter.encoder()
      let keys: [SQLiteValue]
      do {
        keys = try ids.map { try SQLiteRow.id($0, encoder) }
      } catch {
        throw .unreadable(file: url.path, reason: "\(error)")
      }
      if keys.count == 1 {
        return try reading { () throws(SQLiteError) in
          try writer.entity(keys[0], as: Entity.self).map { [$0] } ?? []
        }
      }
      // A statement takes at most 32,766 parameters: a long list is read a part at a time.
      var found: [Entity] = []
      for start in stride(from: 0, to: keys.count, by: Self.idsPerRead) {
        let part = Array(keys[start..<min(keys.count, start + Self.idsPerRead)])
        let placeholders = (1...part.count).map { "?\($0)" }.joined(separator: ", ")
        found += try reading { () throws(SQLiteError) in
          try writer.entities(
            "SELECT body FROM entities WHERE id IN (\(placeholders))", part, as: Entity.self)
        }
      }
      let byID = Dictionary(found.map { ($0.id, $0) }) { _, later in later }
      return ids.compactMap { byID[$0] }
    }

    /// `body`'s result; its failure said as opening says one (``sqlite(_:_:)``).
    func reading<Value>(_ body: () throws(SQLiteError) -> Value) throws(Failure) -> Value {
      try Self.sqlite(url, body)
    }
  }
#endif

#if SQLite
  // Fetched results fault their rows in from the store: the ids through the stored keys, the
  // entities by batch, and each commit with the values it replaced.
  extension SQLiteStore: FaultingStore {
    @usableFromInline func faultedIDs(
      for descriptor: FetchDescriptor<Entity>
    ) throws -> [Entity.ID]? {
      try committedIDs(for: descriptor)
    }

    @usableFromInline func canFault(_ descriptor: FetchDescriptor<Entity>) -> Bool {
      SQLiteQuery(descriptor) != nil || searchedKey(of: descriptor) != nil
    }

    @usableFromInline func faultedWindow(
      for descriptor: FetchDescriptor<Entity>, first rows: Int?
    ) throws -> FaultWindow<Entity.ID>? {
      try committedWindow(for: descriptor, first: rows)
    }

    @usableFromInline func observeWillWrite(
      _ observer: @escaping @Sendable () -> Void
    ) -> StoreSubscription {
      willWrite.add { _ in observer() }
    }

    @usableFromInline func faultedEntities(withIDs ids: [Entity.ID]) throws -> [Entity] {
      try committedEntities(withIDs: ids)
    }

    @usableFromInline func observeFaulting(
      _ observer: @escaping @Sendable (StoreChange<Entity>, [Entity.ID: Entity]) -> Void
    ) -> StoreSubscription {
      observeWithValuesBefore { observer($0.change, $0.before) }
    }
  }
#endif
