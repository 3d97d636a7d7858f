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
      guard let query = SQLiteQuery(descriptor) else { return nil }
      if keptInMemory != nil { return try committedWindow(for: descriptor, first: nil)?.ids }
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
      guard let query = SQLiteQuery(descriptor) else { return nil }
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
      let (count, sections, ids) = try reading { () throws(SQLiteError) in
        try writer.window(
          count: rows == nil ? nil : query.count, sections: query.sections,
          ids: rows.map(query.first) ?? query.sql, query.parameters,
          total: { total.withLock { $0 } })
      }
      guard let ids = ids as? [Entity.ID] else { return nil }
      guard let sections else {
        return FaultWindow(count: rows == nil ? ids.count : min(count, query.limit ?? .max), ids: ids)
      }
      let cut = FaultWindow<Entity.ID>.sections(
        sections.map { (SectionKey.number($0.value), $0.count) }, limit: query.limit)
      return FaultWindow(count: cut.count, ids: ids, sections: cut.sections)
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
      SQLiteQuery(descriptor) != nil
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
