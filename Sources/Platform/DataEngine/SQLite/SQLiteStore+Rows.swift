#if SQLite
  import Foundation

  // Reading every row at open: in chunks of many rows, each decoded with one call, then put in
  // id order once, so the in-memory engine and its first fetch find them sorted.
  extension SQLiteStore {
    /// Rows per chunk: enough to make a decoder call's fixed cost vanish, few enough that a
    /// chunk's JSON and its decoder's work stay a few megabytes.
    static var rowsPerChunk: Int { 10_000 }
    /// The bytes at which a chunk of large entities is decoded before it has all its rows.
    static var bytesPerChunk: Int { 4 << 20 }

    /// Every entity in the database, in id order; a row that holds no valid entity, or two rows
    /// holding one id, make it a damaged file.
    static func rows(of connection: SQLiteConnection) throws(SQLiteError) -> [Entity] {
      try inIDOrder(rows(from: connection.prepare(SQLiteSchema.everything)))
    }

    /// The entities of the bodies `select` returns (its first column), in its order; a row that
    /// holds no valid entity is named by its place among them.
    static func rows(from select: SQLiteStatement) throws(SQLiteError) -> [Entity] {
      // A read of no row (a look-up of an id not kept) costs no buffer.
      guard try select.step() else { return [] }
      // Sized for a batch of faulted rows like the first; a longer read grows it once.
      let first = select.bytes(at: 0).count
      var chunk = SQLiteRowChunk<Entity>(firstRow: 0, capacity: min(1 << 16, first * 64 + 2))
      var decoding: SQLiteChunkDecoding<Entity>?
      repeat {
        chunk.append(select.bytes(at: 0))
        if chunk.rows == rowsPerChunk || chunk.bytes >= bytesPerChunk {
          // The next chunk is sized like this one: rows of one table are alike in size.
          let next = SQLiteRowChunk<Entity>(
            firstRow: chunk.firstRow + chunk.rows, capacity: chunk.bytes + chunk.bytes / 8)
          if decoding == nil { decoding = SQLiteChunkDecoding<Entity>() }
          decoding?.start(chunk.closed())
          chunk = next
        }
      } while try select.step()
      // A read of one chunk or less (a batch of faulted rows) is decoded here, with no hop to
      // another thread.
      guard let decoding else { return try chunk.closed().decode().get() }
      if chunk.rows > 0 { decoding.start(chunk.closed()) }
      return try decoding.finish()
    }

    /// `entities` in id order (``EntityEngine``). Two entities with one id (a damaged body)
    /// would be one in memory, and the next save would lose the other's row, so they are
    /// refused.
    static func inIDOrder(_ entities: consuming [Entity]) throws(SQLiteError) -> [Entity] {
      var entities = entities
      if let repeated = Entity.engine.orderByID(&entities) {
        throw .damaged("two rows hold the \(entityName) with id \(repeated)")
      }
      return entities
    }
  }
#endif
